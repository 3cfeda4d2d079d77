// A filter over the RSC ("flight") stream that Next inlines into the HTML for hydration,
// injected into Next's page runtime by scripts/patch-next.mjs (which inserts this
// function's source, so it must stay self-contained: no import, no outer variable).
//
// Why: with `experimental.inlineCss`, each stylesheet is rendered as
// `<style href precedence="next">{css}</style>`. The HTML gets the `<style>` tag, and the
// inlined flight carries the same CSS text again, only for React to find on hydration a
// `<style data-href>` that is already in the document (React adopts the element by its
// href and never reads the text). Client navigations do not need it either: their RSC
// responses carry no CSS text (Next links the files). So the inlined copy is dead weight:
// close to a third of donation step 1's document (docs/performance.md, "Figures behind
// the code"). Upstream's proposed fix (vercel/next.js#98397)
// replaces the text by a reference; this one empties it in the inlined copy only.
//
// How: the filter follows the row framing as React's client does (binary rows carry their
// byte length, the others end at a newline), holding each row back until it is whole:
// - React Flight writes a string of 1 024 characters or more as a text row
//   `<id>:T<byte length in hex>,<text>` before the row that refers to it as `"$<id>"`; a
//   text row whose text is exactly one of the CSS texts the render inlined becomes
//   `<id>:T0,` (the style element's children become "");
// - a shorter stylesheet is a string in its element's props, `"precedence":"next",
//   "href":"…","children":"<text>"`, inside a model row: emptied the same way when the
//   text is one the render inlined.
// Every other byte goes through unchanged.

/**
 * @param {(byteLength: number) => string[] | undefined} cssTextsOfLength the CSS texts
 *   inlined by the render that have this UTF-8 byte length
 * @returns {(chunk: Uint8Array) => Uint8Array} feeds the stream's chunks in order; each
 *   call returns the bytes to send on (possibly none, while a row is incomplete)
 */
export function createFlightCssFilter(cssTextsOfLength) {
  const COLON = 58;
  const COMMA = 44;
  const NEWLINE = 10;
  const TEXT = 84; // 'T'
  // Row tags followed by a hex byte length and a comma (React's client, processBinaryChunk).
  const LENGTH_TAGS = [84, 65, 79, 111, 98, 85, 83, 115, 76, 108, 71, 103, 77, 109, 86];
  const ID = 0;
  const TAG = 1;
  const LENGTH = 2;
  const UNTIL_NEWLINE = 3;
  const BODY = 4;
  const STYLE_MARK = '"precedence":"next","href":"';
  const STYLE_CHILDREN = /("precedence":"next","href":"[^"]*","children":)("(?:[^"\\]|\\.)*")/g;
  let state = ID;
  let tag = 0;
  let length = 0;
  let remaining = 0;
  /** Whether a row (a text row or a model row) is being held, from its tag on, until whole. */
  let holding = false;
  let held = [];
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();

  function concat(parts) {
    let total = 0;
    for (const part of parts) total += part.length;
    const out = new Uint8Array(total);
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }

  function isInlinedCss(text, byteLength) {
    return byteLength > 0 && (cssTextsOfLength(byteLength)?.includes(text) ?? false);
  }

  /** The held row, its inlined CSS texts emptied. */
  function release() {
    const row = held.length === 1 ? held[0] : concat(held);
    held = [];
    holding = false;
    if (tag === TEXT) {
      // Decoded only when a CSS text has this length: most text rows are not looked at.
      const candidates = length > 0 ? cssTextsOfLength(length) : undefined;
      if (!candidates) return row;
      const text = decoder.decode(row.subarray(row.length - length));
      return candidates.includes(text) ? new Uint8Array([TEXT, 48, COMMA]) : row; // "T0,"
    }
    const json = decoder.decode(row);
    if (!json.includes(STYLE_MARK)) return row;
    let changed = false;
    const emptied = json.replace(STYLE_CHILDREN, (whole, props, literal) => {
      const text = JSON.parse(literal);
      if (typeof text !== 'string' || !isInlinedCss(text, encoder.encode(text).length)) return whole;
      changed = true;
      return `${props}""`;
    });
    return changed ? encoder.encode(emptied) : row;
  }

  return function filter(chunk) {
    const out = [];
    let segmentStart = 0; // where the bytes not yet sent on or held begin, in this chunk
    let i = 0;
    while (i < chunk.length) {
      if (state === ID) {
        if (chunk[i] === COLON) state = TAG;
        i += 1;
      } else if (state === TAG) {
        const byte = chunk[i];
        const lengthTag = LENGTH_TAGS.includes(byte);
        if (byte === TEXT || !lengthTag) {
          // A text row or a model row: held from here (its tag) until it is whole.
          if (i > segmentStart) out.push(chunk.subarray(segmentStart, i));
          segmentStart = i;
          holding = true;
        }
        if (lengthTag) {
          tag = byte;
          length = 0;
          state = LENGTH;
          i += 1;
        } else {
          // A one-letter tag (or none, for a model row), then JSON up to the newline.
          tag = 0;
          if ((byte > 64 && byte < 91) || byte === 35 || byte === 114 || byte === 120) i += 1;
          state = UNTIL_NEWLINE;
        }
      } else if (state === LENGTH) {
        const byte = chunk[i];
        i += 1;
        if (byte !== COMMA) length = (length << 4) | (byte > 96 ? byte - 87 : byte - 48);
        else {
          remaining = length;
          state = BODY;
        }
      } else if (state === UNTIL_NEWLINE) {
        const end = chunk.indexOf(NEWLINE, i);
        if (end === -1) i = chunk.length;
        else {
          i = end + 1;
          state = ID;
          held.push(chunk.slice(segmentStart, i));
          out.push(release());
          segmentStart = i;
        }
      } else {
        const take = Math.min(remaining, chunk.length - i);
        i += take;
        remaining -= take;
      }
      if (state === BODY && remaining === 0) {
        state = ID;
        if (holding) {
          held.push(chunk.slice(segmentStart, i));
          out.push(release());
          segmentStart = i;
        }
      }
    }
    if (segmentStart < chunk.length) {
      if (holding) held.push(chunk.slice(segmentStart));
      else out.push(chunk.subarray(segmentStart));
    }
    return out.length === 1 ? out[0] : concat(out);
  };
}
