/** The Waitlist screen: a chunk of its own, loaded the first time it is shown (screens/index.ts). */
import "./waitlist-view.ts";
