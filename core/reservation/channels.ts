/**
 * The ways a guest hears about a booking (docs/api.md §4 `notifyChannels`, §6.1 `notify_email`,
 * `notify_whatsapp`). E-mail is always offered (it waits in the outbox until mail is set up);
 * WhatsApp only where the server has a messaging webhook to send it through.
 */
export const NOTIFY_CHANNELS = ["email", "whatsapp"] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** Whether `channel` may be offered, given the channels a server says it delivers (absent: a server from before the field, every one). */
export const offersChannel = (channels: readonly NotifyChannel[] | undefined, channel: NotifyChannel): boolean =>
  channels === undefined || channels.includes(channel);
