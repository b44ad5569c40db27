/** The Privacy screen: a chunk of its own, loaded the first time it is shown (screens/index.ts). */
import "./privacy-view.ts";
