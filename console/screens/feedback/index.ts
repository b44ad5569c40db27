/** The Feedback screen: a chunk of its own, loaded the first time it is shown (screens/index.ts). */
import "./feedback-view.ts";
