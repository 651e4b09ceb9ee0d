/** The fields of the signed-in user that the dashboard reads (name, email, picture, chosen language), asked for by the session check. */
export const ME_FIELDS = ['id', 'email', 'first_name', 'last_name', 'avatar', 'language'] as const;
