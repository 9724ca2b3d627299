/** UI microcopy of the breadcrumb trail (e.g. on /service-details). */
export const breadcrumb = {
  breadcrumb: {
    /** Accessible name of the breadcrumb navigation. */
    label: "Breadcrumb",
  },
} as const;
