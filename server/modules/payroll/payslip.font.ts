import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';

/**
 * The payslip font: Noto Sans SC (Latin and Chinese in one file), read AND parsed once per process, embedded
 * as a subset. pdf-lib parses the font it is given for every document (~70 ms for this 10 MB file), so it is
 * handed a fontkit whose `create` returns the one parsed font: each document still builds its own subset.
 * A failed read is not cached.
 */
const FONT_FILE = path.join(
  process.cwd(),
  'node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
);
type Fontkit = typeof fontkit;
let loaded: Promise<{ bytes: Uint8Array; fontkit: Fontkit }> | null = null;

export function payslipFont(): Promise<{ bytes: Uint8Array; fontkit: Fontkit }> {
  loaded ??= readFile(FONT_FILE)
    .then((b) => {
      const bytes = new Uint8Array(b);
      const parsed = fontkit.create(bytes);
      padSubsetGlyphs(parsed);
      return { bytes, fontkit: { ...fontkit, create: () => parsed } };
    })
    .catch((e: unknown) => {
      loaded = null;
      throw e;
    });
  return loaded;
}

type SubsetInternals = {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph: (gid: number) => number;
  __evenGlyphs?: true;
};

/**
 * fontkit's TrueType subsetter copies glyphs at their original (possibly odd) lengths, then writes the
 * short `loca` format, which stores offset ÷ 2: after the first odd-length glyph every later glyph points
 * one byte early and renders as nothing (seen with Noto Sans SC: "Demo" drawn as "Dem"). Padding each copied
 * glyph to an even length — as the TrueType spec recommends — keeps every offset exact. Patched once, on
 * the subsetter's prototype, which pdf-lib reaches through the fontkit we register.
 */
function padSubsetGlyphs(font: ReturnType<Fontkit['create']>) {
  const proto = Object.getPrototypeOf(font.createSubset()) as SubsetInternals;
  if (proto.__evenGlyphs) return;
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function (this: SubsetInternals, gid: number) {
    const index = addGlyph.call(this, gid);
    const data = this.glyf[index]!;
    if (data.length % 2 === 1) {
      // fontkit's bundled Buffer type: its stream refuses Node's own
      const Bytes = data.constructor as unknown as { alloc: (n: number) => Uint8Array };
      const padded = Bytes.alloc(data.length + 1);
      padded.set(data);
      this.glyf[index] = padded;
      this.offset += 1;
    }
    return index;
  };
  proto.__evenGlyphs = true;
}
