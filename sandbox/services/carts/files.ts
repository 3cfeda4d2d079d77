/** Files a participant attaches (POST /carts/{id}/file): size and type checked by their first bytes. */
import { eq } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES } from '@/lib/api/contracts/carts';
import type { SandboxTx } from '../../db/client';
import { cartFiles, carts } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import { newId } from '../ids';
import { lockOpenCart, touched } from './store';

const SIGNATURES: { type: 'application/pdf' | 'image/png' | 'image/jpeg'; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The type from the file's first bytes (the declared type is not trusted). */
export function sniffType(data: Uint8Array): 'application/pdf' | 'image/png' | 'image/jpeg' | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => data[index] === byte))?.type ?? null;
}

export async function uploadFile(tx: SandboxTx, ctx: RequestContext, cartId: string, file: File) {
  await lockOpenCart(tx, cartId, ctx.now);
  if (file.size > MAX_UPLOAD_BYTES)
    throw fail(413, 'PAYLOAD_TOO_LARGE', `Files are limited to ${MAX_UPLOAD_BYTES} bytes.`, 'file');
  if (file.size === 0) throw fail(400, 'FILE_REQUIRED', 'The file is empty.', 'file');
  const data = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffType(data);
  if (!contentType) throw fail(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only PDF, PNG and JPEG files are accepted.', 'file');
  const id = newId('file');
  const fileName = (file.name || 'document').slice(0, 200);
  await tx
    .insert(cartFiles)
    .values({ id, cartId, fileName, contentType, size: data.byteLength, data, createdAt: ctx.now });
  await tx.update(carts).set(touched(ctx.now)).where(eq(carts.id, cartId));
  return { fileId: id, fileName, contentType, size: data.byteLength };
}
