/** Which request paths name a release's client file, its type, and how long it is kept (domain/client-assets.ts). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CLIENT_ASSET_KEEP_DAYS,
  clientAssetCutoff,
  clientAssetName,
  clientAssetType,
  isPublishedName,
} from "../../app/domain/client-assets";

describe("clientAssetName", () => {
  it("names the file of /assets/NAME as Vite writes it", () => {
    expect(clientAssetName("/assets/entry.client-B1c2D_e4.js")).toBe("entry.client-B1c2D_e4.js");
    expect(clientAssetName("/assets/root-Ab12.css")).toBe("root-Ab12.css");
  });

  it("no file for other paths, nested or odd names, or compressed copies", () => {
    for (const p of [
      "/world",
      "/assets/",
      "/assets",
      "/assets/a/b.js",
      "/assets/../package.json",
      "/assets/..",
      "/assets/.env",
      "/assets/a%2fb.js",
      "/assets/root-Ab12.css.br",
      "/assets/root-Ab12.css.gz",
      "/assets/a b.js",
      `/assets/${"a".repeat(201)}`,
      "/favicon.svg",
    ])
      expect(clientAssetName(p), p).toBeNull();
  });

  it("a name it gives is one plain file name: no separator, no parent, no leading dot", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (rest) => {
        const name = clientAssetName(`/assets/${rest}`);
        if (name === null) return;
        expect(name).toBe(rest);
        expect(name).not.toMatch(/[/\\%]|\.\.|^\./);
        expect(isPublishedName(name)).toBe(true);
      }),
    );
  });
});

describe("clientAssetType", () => {
  it("by extension, and bytes when unknown", () => {
    expect(clientAssetType("entry-x.js")).toBe("text/javascript; charset=utf-8");
    expect(clientAssetType("root-x.CSS")).toBe("text/css; charset=utf-8");
    expect(clientAssetType("font-x.woff2")).toBe("font/woff2");
    expect(clientAssetType("noextension")).toBe("application/octet-stream");
    expect(clientAssetType("data-x.bin")).toBe("application/octet-stream");
  });
});

describe("clientAssetCutoff", () => {
  it("the moment CLIENT_ASSET_KEEP_DAYS before now", () => {
    const now = new Date("2026-11-27T12:00:00.000Z");
    expect(CLIENT_ASSET_KEEP_DAYS).toBe(90);
    expect(clientAssetCutoff(now)).toBe("2026-08-29T12:00:00.000Z");
    expect(clientAssetCutoff(now, 1)).toBe("2026-11-26T12:00:00.000Z");
  });
});
