// fontkit ships no types; the renderer only needs to parse a font once and hand it to pdfkit.
declare module 'fontkit' {
  export function create(data: Uint8Array, postscriptName?: string): { layout: (...args: unknown[]) => unknown };
}
