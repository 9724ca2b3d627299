/** UI microcopy for the consent feature. */
export const consent = {
  consent: {},
} as const;
