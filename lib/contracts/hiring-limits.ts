// Kept apart from the zod schemas in ./hiring so the public apply form can read them without shipping zod.
/** A CV's largest size: 5 MB. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;
