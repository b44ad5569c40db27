import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import type { NotificationsConfig } from "../../config.ts";
import { createMailer, type MailFolderFiles } from "./email.ts";

const folders: string[] = [];
afterEach(async () => {
  for (const dir of folders.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

async function mailFolder(files?: MailFolderFiles) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "couvert-mail-"));
  folders.push(dir);
  const config: NotificationsConfig = {
    smtpUrl: null,
    mailDir: dir,
    mailFrom: "bookings@couvert.example",
    messaging: null,
    allowPrivateWebhooks: false,
  };
  return {
    dir,
    mailer: createMailer(config, files)!,
    emlFiles: async () => (await fs.readdir(dir)).filter((name) => name.endsWith(".eml")),
  };
}

const mail = (subject: string) => ({
  fromName: "Bistro Lumen",
  to: "ada@example.org",
  replyTo: null,
  subject,
  text: "Your table for two. ".repeat(400),
  html: `<p>${"Your table for two. ".repeat(400)}</p>`,
  attachments: [],
});

/** The disk fills up half-way through a file, as a kill mid-write would leave it. */
const failingHalfWay: MailFolderFiles = {
  ...fs,
  writeFile: async (file, data) => {
    await fs.writeFile(file, (data as Buffer).subarray(0, (data as Buffer).length / 2));
    throw new Error("ENOSPC: no space left on device, write");
  },
};

describe("the mail folder (COUVERT_MAIL_DIR)", () => {
  it("never shows a partial .eml: a write that fails half-way leaves no file of that name", async () => {
    const { dir, mailer, emlFiles } = await mailFolder(failingHalfWay);
    await expect(mailer.send(mail("Request received"))).rejects.toThrow(/ENOSPC/);
    expect(await emlFiles()).toEqual([]);
    expect(await fs.readdir(dir), "the half-written temporary file is removed").toEqual([]);
  });

  it("a temporary file left behind (a kill mid-write) neither shows as mail nor stops the next one", async () => {
    const { dir, mailer, emlFiles } = await mailFolder();
    await fs.writeFile(path.join(dir, ".2026-06-01T10-00-00-000Z-1234-1.eml.tmp"), "From: half");
    await mailer.send(mail("Booking confirmed"));
    const [file, ...more] = await emlFiles();
    expect(more).toEqual([]);
    const parsed = await simpleParser(await fs.readFile(path.join(dir, file!)));
    expect(parsed.subject).toBe("Booking confirmed");
    expect(parsed.text).toBe(mail("").text);
  });
});
