import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { e2e } from "./env.ts";

/**
 * The e2e server's mail folder (COUVERT_MAIL_DIR): the first e-mail to `to` whose text holds
 * `containing`, as soon as the server's outbox worker has written it.
 */
export async function waitForMail(to: string, containing: RegExp, timeoutMs = 15_000): Promise<ParsedMail> {
  const dir = e2e.mail;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(".eml")) : [];
    for (const file of files.sort().reverse()) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const recipients = (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value ?? []).map((a) => a.address?.toLowerCase());
      if (recipients.includes(to.toLowerCase()) && containing.test(mail.text ?? "")) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${containing} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The manage link in an e-mail's text. */
export function manageLinkIn(mail: ParsedMail): string {
  const link = /https?:\/\/\S+#couvert=\S+/.exec(mail.text ?? "")?.[0];
  if (!link) throw new Error(`no manage link in "${mail.subject}"`);
  return link;
}
