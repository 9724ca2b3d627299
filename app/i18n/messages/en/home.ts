/** UI microcopy for the home feature. */
export const home = {
  home: {},
} as const;
