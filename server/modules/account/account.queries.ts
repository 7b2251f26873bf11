import 'server-only';

// Temporary (issue 31): dashboard still reads permissions here until its import moves to identity.queries;
// nothing may be added. Users, roles and sessions are identity's.
export { listPermissions } from '@/server/modules/identity/identity.queries';
