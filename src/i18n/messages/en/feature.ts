/** SPEC §3 translation keys for the onboarding steps. */
export const feature = {
  feature: {
    title: "Start using the product in 3 steps!",
    steps: {
      signup: {
        title: "Sign up and set up your company account",
        description:
          "Create your workspace, invite colleagues and tell Orkestra which sites, suppliers and product ranges it is responsible for.",
      },
      connect: {
        title: "Connect your ERP and WMS",
        description:
          "Plug-and-play connectors read and write back to your ERP and warehouse system. Most teams are connected in under 5 minutes.",
      },
      start: {
        title: "Start using Orkestra",
        description:
          "Orkestra begins forecasting, drafting purchase orders and following up with suppliers. Expect first results within 2-3 weeks.",
      },
    },
  },
} as const;
