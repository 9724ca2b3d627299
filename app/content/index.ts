import type { Locale } from "~/i18n/locales";
import type { PageId } from "~/i18n/pages";
import type { AboutContent } from "./about-types";
import type { AiContent } from "./ai-types";
import type { ContactContent } from "./contact-types";
import { about as enAbout } from "./en/about";
import { ai as enAi } from "./en/ai";
import { contact as enContact } from "./en/contact";
import { go as enGo } from "./en/go";
import { home as enHome } from "./en/home";
import { home2 as enHome2, home3 as enHome3, home4 as enHome4 } from "./en/landing";
import { pages as enPages } from "./en/pages";
import { platform as enPlatform } from "./en/platform";
import { platform1 as enPlatform1 } from "./en/platform1";
import { portfolio as enPortfolio } from "./en/portfolio";
import { pricing as enPricing } from "./en/pricing";
import { privacy as enPrivacy } from "./en/privacy";
import { procurement as enProcurement } from "./en/procurement";
import { serviceDetails as enServiceDetails } from "./en/service-details";
import { services as enServices } from "./en/services";
import { freeTrialCta as enCta } from "./en/shared";
import { team as enTeam } from "./en/team";
import { terms as enTerms } from "./en/terms";
import { visibility as enVisibility } from "./en/visibility";
import type { GoContent } from "./go-types";
import type { HomeContent } from "./home-types";
import type { Home2Content, Home3Content, Home4Content } from "./landing-types";
import type { LegalContent } from "./legal-types";
import type { PlatformContent } from "./platform-types";
import type { Platform1Content } from "./platform1-types";
import type { PortfolioContent } from "./portfolio-types";
import type { CtaCopy, PricingContent } from "./pricing-types";
import type { ProcurementContent } from "./procurement-types";
import type { ServiceDetailsContent } from "./service-details-types";
import type { ServicesContent } from "./services-types";
import { about as svAbout } from "./sv/about";
import { ai as svAi } from "./sv/ai";
import { contact as svContact } from "./sv/contact";
import { go as svGo } from "./sv/go";
import { home as svHome } from "./sv/home";
import { home2 as svHome2, home3 as svHome3, home4 as svHome4 } from "./sv/landing";
import { pages as svPages } from "./sv/pages";
import { platform as svPlatform } from "./sv/platform";
import { platform1 as svPlatform1 } from "./sv/platform1";
import { portfolio as svPortfolio } from "./sv/portfolio";
import { pricing as svPricing } from "./sv/pricing";
import { privacy as svPrivacy } from "./sv/privacy";
import { procurement as svProcurement } from "./sv/procurement";
import { serviceDetails as svServiceDetails } from "./sv/service-details";
import { services as svServices } from "./sv/services";
import { freeTrialCta as svCta } from "./sv/shared";
import { team as svTeam } from "./sv/team";
import { terms as svTerms } from "./sv/terms";
import { visibility as svVisibility } from "./sv/visibility";
import type { TeamContent } from "./team-types";
import type { PageCopy } from "./types";
import type { VisibilityContent } from "./visibility-types";
import { readPage } from "./files";
import { faqSchema } from "./schemas/faq";

/** One piece of content in both languages, held to one type so that neither can drift. */
const both = <T>(en: T, sv: T): Record<Locale, T> => ({ en, sv });

const pageCopy = both<Record<PageId, PageCopy>>(enPages, svPages);

/** A page's copy (title, description, hero) in one language, read at build time. */
export function getPageCopy(locale: Locale, id: PageId): PageCopy {
  return pageCopy[locale][id];
}

/**
 * The page content the views read at build time, in both languages: a view picks its page's
 * (`content.ai[page.locale]`). Only views and build-time code import this; islands get props.
 */
export const content = {
  about: both<AboutContent>(enAbout, svAbout),
  ai: both<AiContent>(enAi, svAi),
  contact: both<ContactContent>(enContact, svContact),
  /** SPEC §2's shared closing band ("Get one month free trail"). */
  cta: both<CtaCopy>(enCta, svCta),
  /** Both FAQ pages, from content/pages/faq.yaml (views read it through its collection). */
  faq: readPage("faq", faqSchema),
  go: both<GoContent>(enGo, svGo),
  home: both<HomeContent>(enHome, svHome),
  home2: both<Home2Content>(enHome2, svHome2),
  home3: both<Home3Content>(enHome3, svHome3),
  home4: both<Home4Content>(enHome4, svHome4),
  platform: both<PlatformContent>(enPlatform, svPlatform),
  platform1: both<Platform1Content>(enPlatform1, svPlatform1),
  portfolio: both<PortfolioContent>(enPortfolio, svPortfolio),
  pricing: both<PricingContent>(enPricing, svPricing),
  privacy: both<LegalContent>(enPrivacy, svPrivacy),
  procurement: both<ProcurementContent>(enProcurement, svProcurement),
  serviceDetails: both<ServiceDetailsContent>(enServiceDetails, svServiceDetails),
  services: both<ServicesContent>(enServices, svServices),
  team: both<TeamContent>(enTeam, svTeam),
  terms: both<LegalContent>(enTerms, svTerms),
  visibility: both<VisibilityContent>(enVisibility, svVisibility),
};
