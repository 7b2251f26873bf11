import 'server-only';
import type { FileAccessRequest, FileAccessRule } from '@/server/deps';
import { statutoryAccessOf, type StatutoryAccess } from './remittances.access';
import * as repo from './remittances.repo';

// one read of the user's statutory access per files request (the rule may be asked twice)
const accessByRequest = new WeakMap<FileAccessRequest, Promise<StatutoryAccess>>();
const accessOf = (req: FileAccessRequest) => {
  let access = accessByRequest.get(req);
  if (!access) {
    access = statutoryAccessOf(req.db, req.organizationId, req.userId, req.permissions);
    accessByRequest.set(req, access);
  }
  return access;
};

/**
 * Remittances' grant on files (listed in server/wiring/plugins.ts): a statutory admin may upload receipt files
 * (`other`) through POST file, and read the file of a receipt of a type they manage (the advice the auto-remit
 * generated has no uploader).
 */
export const remittancesFileAccess: FileAccessRule = {
  name: 'remittances',
  async uploadsOther(req) {
    const access = await accessOf(req);
    return !access.all && access.types.length > 0;
  },
  async reads(req, fileId) {
    const access = await accessOf(req);
    return (
      access.types.length > 0 && repo.receiptFileOfTypes(req.db, req.organizationId, fileId, access.types)
    );
  },
};
