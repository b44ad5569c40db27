import type { CliCommand } from "./command.ts";
import { changeRequestCommands } from "./commands/change-request.ts";
import { contentCommands } from "./commands/content.ts";
import { demoCommands } from "./commands/demo.ts";
import { eventCommands } from "./commands/event.ts";
import { guestCommands } from "./commands/guest.ts";
import { hoursCommands } from "./commands/hours.ts";
import { keyCommands } from "./commands/key.ts";
import { tableCommands } from "./commands/table.ts";
import { outboxCommands } from "./commands/outbox.ts";
import { reservationCommands } from "./commands/reservation.ts";
import { restaurantCommands } from "./commands/restaurant.ts";
import { userCommands } from "./commands/user.ts";

/** Every owner command; each module adds its own list here. */
export const COMMANDS: CliCommand[] = [
  ...demoCommands,
  ...restaurantCommands,
  ...hoursCommands,
  ...keyCommands,
  ...tableCommands,
  ...eventCommands,
  ...contentCommands,
  ...reservationCommands,
  ...changeRequestCommands,
  ...guestCommands,
  ...outboxCommands,
  ...userCommands,
];
