/** See flightCssFilter.mjs: empties the inlined CSS texts in the flight Next inlines into the HTML. */
export function createFlightCssFilter(
  cssTextsOfLength: (byteLength: number) => string[] | undefined,
): (chunk: Uint8Array) => Uint8Array;
