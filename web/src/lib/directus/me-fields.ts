/** The fields of the signed-in user that the dashboard reads (name, email, chosen language), asked for by the session check. */
export const ME_FIELDS = ['id', 'email', 'first_name', 'last_name', 'language'] as const;
