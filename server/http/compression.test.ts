import { describe, expect, it } from "vitest";
import { brotliDecompressSync } from "node:zlib";
import { chosenEncoding, encodedBody } from "./compression.ts";

describe("chosenEncoding", () => {
  it("takes brotli over gzip unless the client weighs gzip higher", () => {
    expect(chosenEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chosenEncoding("gzip;q=1.0, br;q=0.5")).toBe("gzip");
    expect(chosenEncoding("gzip, deflate")).toBe("gzip");
    expect(chosenEncoding("BR;Q=0.2, GZIP;q=0.1")).toBe("br");
  });

  it("reads `*` as any coding not named, and q=0 as refused", () => {
    expect(chosenEncoding("*")).toBe("br");
    expect(chosenEncoding("br;q=0, *")).toBe("gzip");
    expect(chosenEncoding("*;q=0, gzip")).toBe("gzip");
  });

  it("answers plain to no header, identity only, everything refused, or nonsense", () => {
    for (const header of [undefined, "", "identity", "br;q=0, gzip;q=0", "*;q=0", "deflate", "br;q=x"]) {
      expect(chosenEncoding(header), String(header)).toBeNull();
    }
  });
});

describe("encodedBody", () => {
  const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ i, time: "19:30" })) }));

  it("compresses once per ETag, with an ETag of its own per coding", () => {
    const first = encodedBody(body, '"1a-abc"', "br");
    expect(brotliDecompressSync(first.body).equals(body)).toBe(true);
    expect(first.etag).toBe('"1a-abc-br"');
    // An equal answer built again (the same ETag) gets the very bytes kept.
    expect(encodedBody(Buffer.from(body), '"1a-abc"', "br")).toBe(first);
    expect(encodedBody(body, '"1a-abc"', "gzip").etag).toBe('"1a-abc-gzip"');
  });
});
