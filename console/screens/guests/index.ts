/** The Guests screen: one chunk, loaded the first time it is shown (screens/index.ts). */
import "./guests-view.ts";
