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

/**
 * Any CSS colour the browser knows (`#f2c94c`, `rgb()`, `oklch()`, `gold`…) as sRGB channels, by
 * painting one pixel; null for something that is not an opaque-ish colour.
 */
export function rgbOf(color: string): [number, number, number] | null {
  probe ??= document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!probe || !color) return null;
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = "transparent";
  probe.fillStyle = color;
  probe.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 0] = probe.getImageData(0, 0, 1, 1).data;
  return a ? [r, g, b] : null;
}
