/** A node of scripts/lib/markupTree.mjs: an element as `[tag, props, children]`, or text. */
export type MarkupNode = string | [string, Record<string, string | true>, MarkupNode[]];
/** See markupTree.mjs: the body of a server-rendered document as a tree React can render again. */
export function markupTree(html: string): { nodes: MarkupNode[]; elements: number };
