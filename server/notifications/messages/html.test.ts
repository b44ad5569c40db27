import { describe, expect, it } from "vitest";
import { escapeHtml, html, httpUrl, raw } from "./html.ts";

describe("html", () => {
  it("escapes every interpolation by default, in content and in attributes", () => {
    const name = `<img src=x onerror=alert(1)> & "Bob's"`;
    expect(html`<p title="${name}">${name}</p>`.toString()).toBe(
      `<p title="&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Bob&#39;s&quot;">&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Bob&#39;s&quot;</p>`,
    );
  });

  it("places raw() fragments and nested templates as they are, and escapes only once", () => {
    const inner = html`<b>${"a<b"}</b>`;
    expect(html`<div>${inner}${raw("<br>")}</div>`.toString()).toBe("<div><b>a&lt;b</b><br></div>");
  });

  it("joins arrays, escaping their strings, and leaves nothing for null, undefined and false", () => {
    const items = ["<1>", html`<i>2</i>`];
    expect(html`<b>${items}${null}${undefined}${false}${0}</b>`.toString()).toBe("<b>&lt;1&gt;<i>2</i>0</b>");
  });

  it("escapes the five characters that matter", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });
});

describe("httpUrl", () => {
  it("accepts http and https", () => {
    expect(httpUrl("https://lumen.example/x#couvert=1.2")).toBe("https://lumen.example/x#couvert=1.2");
    expect(httpUrl("http://localhost:3000/")).toBe("http://localhost:3000/");
  });

  it("refuses other schemes and what is not a URL", () => {
    for (const url of ["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,<b>", "mailto:a@b.c", "/relative", "not a url"]) {
      expect(httpUrl(url)).toBeNull();
    }
  });
});
