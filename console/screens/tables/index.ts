/** The Tables and Timeline screens: one chunk, loaded the first time either is shown (screens/index.ts). */
import "./tables-view.ts";
import "./timeline-view.ts";
