/** WCAG 2 relative luminance of an sRGB colour given as 0–255 channels. */
export function luminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1–21). */
export function contrast(a: readonly number[], b: readonly number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text on a coloured background: black or white, whichever contrasts more with it. */
export const textOn = (background: readonly number[]): "#000" | "#fff" =>
  contrast(background, [0, 0, 0]) >= contrast(background, [255, 255, 255]) ? "#000" : "#fff";

let probe: CanvasRenderingContext2D | null | undefined;

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#f2c94c` or `#fc4` as sRGB channels; null for anything else. */
export function rgbOfHex(color: string): [number, number, number] | null {
  const digits = HEX_COLOR.exec(color)?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? digits.replace(/./g, "$&$&") : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/**
 * Any CSS colour the browser knows (`#f2c94c`, `rgb()`, `oklch()`, `gold`…) as sRGB channels;
 * null for something that is not an opaque-ish colour. Hex, the API's form (core/formats.ts
 * ACCENT_HEX_PATTERN) and the default, is read as text; anything else by painting one pixel, whose
 * canvas costs tens of milliseconds at 4× CPU the first time, inside the element's start-up (issue 11).
 */
export function rgbOf(color: string): [number, number, number] | null {
  const hex = rgbOfHex(color);
  if (hex) return hex;
  probe ??= document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!probe || !color) return null;
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = "transparent";
  probe.fillStyle = color;
  probe.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 0] = probe.getImageData(0, 0, 1, 1).data;
  return a ? [r, g, b] : null;
}
