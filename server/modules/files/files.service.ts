import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import {
  ALLOWED_FILE_TYPES,
  MAX_FILE_BYTES,
  type AllowedFileType,
  type FilePurpose,
  type StoredFile,
} from '@/lib/contracts/files';
import type { Permission } from '@/lib/contracts/permissions';
import type { DbOrTx } from '@/server/db/client';
import { fieldError, notFound } from '@/server/errors';
import { findFile, insertFile, listFileIds, type FileRow } from './files.repo';
import { getFileStorage, type FileStorage } from './files.storage';

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** The type the bytes really are (PDF, PNG or JPEG by their magic numbers), or null. */
export function sniffFileType(bytes: Uint8Array): AllowedFileType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  purpose: row.purpose as FilePurpose,
  createdAt: row.createdAt.toISOString(),
});

// Keep a readable name, without paths or control characters.
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f"]/g, '').slice(0, 255) || 'file';

/**
 * Stores an upload of the organisation: PDF, PNG or JPEG up to 5 MB, where the declared type must match
 * the bytes. Field errors (422) on `file` otherwise.
 */
export async function uploadFile(
  db: DbOrTx,
  input: { organizationId: string; userId: string; file: File | undefined; purpose: FilePurpose },
  storage: FileStorage = getFileStorage(),
): Promise<StoredFile> {
  const { file } = input;
  if (!file || typeof file === 'string') throw fieldError('file', 'validation.required');
  const declared = file.type.split(';')[0]!.trim().toLowerCase();
  if (!(ALLOWED_FILE_TYPES as readonly string[]).includes(declared))
    throw fieldError('file', 'validation.fileType');
  if (file.size > MAX_FILE_BYTES) throw fieldError('file', 'validation.fileTooLarge', { max: '5 MB' });
  if (file.size === 0) throw fieldError('file', 'validation.fileEmpty');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (sniffFileType(bytes) !== declared) throw fieldError('file', 'validation.fileContentMismatch');

  return storeBytes(
    db,
    {
      organizationId: input.organizationId,
      uploadedBy: input.userId,
      purpose: input.purpose,
      fileName: cleanName(file.name),
      contentType: declared,
    },
    bytes,
    storage,
  );
}

/**
 * Records the file's row (name, type, size, checksum) under a fresh id, then stores the bytes under it.
 * Callers run this inside a transaction (the route's, or the job's), so the row and the bytes go together:
 * the row first, because bytes that cannot be written then roll the row back (any part written is
 * removed), and no row ever points at missing bytes. Bytes written by a transaction that rolls back later
 * are removed by the upload route (files.routes.ts, `discardUnsavedUpload`).
 */
async function storeBytes(
  db: DbOrTx,
  meta: Pick<FileRow, 'organizationId' | 'uploadedBy' | 'purpose' | 'fileName' | 'contentType'>,
  bytes: Uint8Array,
  storage: FileStorage,
): Promise<StoredFile> {
  const id = randomUUID();
  const storageKey = `${meta.organizationId}/${id}`;
  const row = await insertFile(db, {
    ...meta,
    id,
    sizeBytes: bytes.byteLength,
    storageKey,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
  try {
    await storage.put(storageKey, bytes);
  } catch (err) {
    await storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
  return toStoredFile(row);
}

/**
 * A document the server made for the organisation (a remittance advice): stored like an upload, with no
 * uploader, under `other`, so the people who see what it belongs to can open it.
 */
export const storeGeneratedFile = (
  db: DbOrTx,
  input: { organizationId: string; fileName: string; contentType: 'application/pdf'; bytes: Uint8Array },
  storage: FileStorage = getFileStorage(),
) =>
  storeBytes(
    db,
    {
      organizationId: input.organizationId,
      uploadedBy: null,
      purpose: 'other',
      fileName: cleanName(input.fileName),
      contentType: input.contentType,
    },
    input.bytes,
    storage,
  );

/**
 * A file's bytes for its own organisation only; another tenant's id (or missing bytes) answers 404. The
 * reader must hold a permission covering what the file belongs to now (`onForbidden` builds the 403), or
 * another module's grant for this very file (`alsoAllowed`). Having uploaded it is not enough: an uploader
 * reads their file only while they may still upload one like it, so losing the permission loses the file.
 */
export async function readFileOf(
  db: DbOrTx,
  organizationId: string,
  fileId: string,
  reader: {
    userId: string;
    permissions: readonly Permission[];
    onForbidden: (missing: readonly Permission[]) => Error;
    /** another module's grant to upload `other` files without a team permission (a statutory admin's receipts) */
    uploadsOther: () => Promise<boolean>;
    /** another module's grant for this file (a statutory admin and their receipts' files) */
    alsoAllowed?: () => Promise<boolean>;
  },
  storage: FileStorage = getFileStorage(),
) {
  const row = await findFile(db, organizationId, fileId);
  if (!row) throw notFound('errors.fileNotFound');
  const purpose = row.purpose as FilePurpose;
  const missing = missingFilePermissions(purpose, reader.permissions);
  const allowed =
    missing.length === 0 ||
    (row.uploadedBy === reader.userId &&
      (await missingUploadPermissions(purpose, reader.permissions, reader.uploadsOther)).length === 0) ||
    (await reader.alsoAllowed?.()) === true;
  if (!allowed) throw reader.onForbidden(missing);
  const bytes = await storage.get(row.storageKey);
  if (!bytes) throw notFound('errors.fileNotFound');
  return { file: toStoredFile(row), bytes };
}

/**
 * True when every id is a file of this organisation uploaded for `purpose` (for documents attached to other
 * records: KYC takes `kyc` files, rent evidence `rent-evidence` files), so a file is read under the rules
 * of the record it belongs to.
 */
export async function organizationOwnsFiles(
  db: DbOrTx,
  organizationId: string,
  ids: string[],
  purpose?: FilePurpose,
) {
  const unique = [...new Set(ids)];
  return (await listFileIds(db, organizationId, unique, purpose)).length === unique.length;
}

/**
 * Who may upload and read a file, by what it belongs to: KYC documents those who may see the KYC
 * (`settings`), rent evidence those who may see employees' details (`employees`), the logo any member,
 * other uploads those who may upload (and their uploader). `null`: any member.
 */
export const FILE_PERMISSIONS: Record<FilePurpose, readonly Permission[] | null> = {
  kyc: ['settings'],
  'rent-evidence': ['employees'],
  logo: null,
  other: ['settings', 'employees'],
};

/** The permissions a reader lacks to read (or upload) a file of `purpose`; empty when allowed. */
export function missingFilePermissions(
  purpose: FilePurpose,
  granted: readonly Permission[],
): readonly Permission[] {
  const needed = FILE_PERMISSIONS[purpose];
  return !needed || needed.some((p) => granted.includes(p)) ? [] : needed;
}

/**
 * The permissions an uploader lacks to upload a file of `purpose` (empty when allowed): those who may see
 * what it belongs to (a KYC document needs `settings`), and, as any upload, `settings` or `employees`; one
 * another module lets upload `other` files (`uploadsOther`: a statutory admin, who holds no team permission,
 * uploads the receipts of their type) needs none.
 */
export async function missingUploadPermissions(
  purpose: FilePurpose,
  granted: readonly Permission[],
  uploadsOther: () => Promise<boolean>,
): Promise<readonly Permission[]> {
  if (purpose === 'other' && (await uploadsOther())) return [];
  const uploaders: readonly Permission[] = ['settings', 'employees'];
  if (!uploaders.some((p) => granted.includes(p))) return uploaders;
  return missingFilePermissions(purpose, granted);
}

/** Where uploads live, for modules that keep their own files (hiring's CVs) beside the files table's. */
export { getFileStorage, type FileStorage } from './files.storage';
