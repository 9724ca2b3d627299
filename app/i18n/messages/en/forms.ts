/** UI microcopy for the forms feature. */
export const forms = {
  forms: {},
} as const;
