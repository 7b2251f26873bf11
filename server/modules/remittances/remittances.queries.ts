import 'server-only';

/**
 * What other modules may ask of remittances: the statutory types a person (by email) was invited to manage
 * in an organisation — account/me shows them, so the sidebar offers a statutory admin their screens.
 */
export { adminTypesOf as statutoryAdminTypes } from './remittances.repo';
