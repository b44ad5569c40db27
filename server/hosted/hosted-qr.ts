import type { HostedPageView } from "../../core/keys/schemas.ts";

/** The hosted booking page's address: always the configured public address, never a request's Host. */
export const hostedPageUrl = (publicUrl: string, slug: string): string => `${publicUrl}/r/${slug}`;

/**
 * The hosted page's address and its QR code for the console's Website screen (docs/api.md §18.4):
 * an SVG, so it prints sharp at any size; error correction level M survives a stained table card.
 * Made once per address and kept; qrcode loads at the first one, not at every start.
 */
export function hostedPageViews(publicUrl: string): (slug: string) => Promise<HostedPageView> {
  const made = new Map<string, Promise<string>>();
  return async (slug) => {
    const url = hostedPageUrl(publicUrl, slug);
    let svg = made.get(url);
    if (!svg) made.set(url, (svg = qrSvg(url)));
    return { url, qrSvg: await svg };
  };
}

async function qrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
}
