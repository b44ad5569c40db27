import type { OWNER_API } from "../../../core/owner/contract/index.ts";
import type { AnswerOf, BodyInputOf } from "../../../core/owner/contract/route.ts";
import type { RoomView, Timeline, TimelineStay as Stay } from "../../../core/owner/contract/tables.ts";

/** `data` of GET …/room (docs/api.md §16.10): the room in the owner's order and its capacity settings. */
export type RoomData = RoomView;
/** `data` of POST …/room: the room as stored, and the bookings no table seats after a switch to tables. */
export type RoomSaved = AnswerOf<typeof OWNER_API.replaceRoom>;
/** The body of POST …/room. */
export type RoomUpdate = BodyInputOf<typeof OWNER_API.replaceRoom>;
/** `data` of GET …/timeline. */
export type TimelineData = Timeline;
export type TimelineStay = Stay;
