/** UI microcopy for the pricing section: the billing-period tabs and the plan cards. */
export const pricing = {
  pricing: {
    periodsLabel: "Billing period",
    periods: { monthly: "Monthly", quarterly: "Quarterly", yearly: "Yearly" },
    billed: { monthly: "Billed monthly", quarterly: "Billed quarterly", yearly: "Billed yearly" },
    perMonth: "per month",
    customPrice: "Custom price",
    customNote: "Tailored to your sites and volumes",
    choose: "Choose {{plan}}",
    contactSales: "Contact sales",
    popular: "Most popular",
  },
} as const;
