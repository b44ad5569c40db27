import fs from "node:fs/promises";
import path from "node:path";
import type nodemailer from "nodemailer";
import type { NotificationsConfig } from "../../config.ts";
import type { RenderedMessage } from "../messages/types.ts";

export interface OutgoingMail extends RenderedMessage {
  /** The sender's display name: the restaurant's, so the guest sees who writes. */
  fromName: string;
  to: string;
  replyTo: string | null;
}

/** What the mail folder is written with: node:fs/promises, or a test's stand-in. */
export type MailFolderFiles = Pick<typeof fs, "mkdir" | "writeFile" | "rename" | "rm">;

export interface Mailer {
  /** Where mail goes, for the start banner: `smtp://host:port` (never the password) or the folder. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * E-mail as configured: SMTP when COUVERT_SMTP_URL is set, else `.eml` files in COUVERT_MAIL_DIR
 * (the demo's mail folder), else none: e-mail then waits in the outbox.
 */
export function createMailer(config: NotificationsConfig, files: MailFolderFiles = fs): Mailer | null {
  const from = senderAddress(config.mailFrom);
  const { smtpUrl } = config;
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    const transport = madeAtFirstMail((mailer) =>
      mailer.createTransport({
        url: smtpUrl,
        // Well inside a delivery lease (notifications/delivery.ts), so a hanging server cannot outlast it.
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
        // The password never crosses a network in clear: smtp:// must upgrade with STARTTLS unless the relay is on this machine.
        requireTLS: url.protocol === "smtp:" && !isLoopback(url.hostname),
      }),
    );
    return {
      description: `${url.protocol}//${url.host}`,
      send: async (mail) => {
        await (await transport.get()).sendMail(toNodemailer(mail, from));
      },
      close: () => transport.close(),
    };
  }
  if (config.mailDir) {
    const dir = config.mailDir;
    const transport = madeAtFirstMail((mailer) => mailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" }));
    let sequence = 0;
    return {
      description: dir,
      send: async (mail) => {
        const info = await (await transport.get()).sendMail(toNodemailer(mail, from));
        await files.mkdir(dir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, "-");
        sequence += 1;
        await writeWhole(files, path.join(dir, `${stamp}-${process.pid}-${sequence}.eml`), info.message as Buffer);
      },
      close: () => transport.close(),
    };
  }
  return null;
}

/**
 * A transport made when the first mail goes: nodemailer and its ~40 modules (~0.15 s CPU) load then,
 * not in every start of a server or command that may send none.
 */
function madeAtFirstMail<T extends { close(): void }>(make: (mailer: typeof nodemailer) => T) {
  let made: Promise<T> | undefined;
  return {
    get: () => (made ??= import("nodemailer").then((loaded) => make(loaded.default))),
    close: () => void made?.then((transport) => transport.close()),
  };
}

/**
 * Writes `file` whole or not at all: to a hidden `.NAME.tmp` beside it (which a reader of `*.eml`
 * skips), flushed to disk, then renamed, so a kill or a full disk never leaves a partial `.eml`.
 */
async function writeWhole(files: MailFolderFiles, file: string, data: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
  try {
    await files.writeFile(temporary, data, { flush: true });
    await files.rename(temporary, file);
  } catch (error) {
    await files.rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

const isLoopback = (host: string): boolean => host === "localhost" || host === "[::1]" || host.startsWith("127.");

/** The address part of COUVERT_MAIL_FROM (`Couvert <no-reply@bistro.example>` or a bare address). */
export function senderAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

function toNodemailer(mail: OutgoingMail, from: string) {
  return {
    from: { name: mail.fromName, address: from },
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  };
}
