'use client';

import { createContext } from 'react';

/** The card list's own words (DataTable below 640 px); the signed-in shell provides them in the user's language. */
export const DataListLabels = createContext({ details: 'Details' });
