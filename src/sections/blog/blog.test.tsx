import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { allPosts, pageCount, pagesFor, postsPerPage, usedFilters, type PostFilter } from "~/content/blog/posts";
import { categoryKeys, tagKeys, type CategoryKey } from "~/content/blog/schema";
import { collectionItems } from "~/content/collection-items";
import { messages } from "~/i18n/messages";
import { itemFromPath } from "~/i18n/pages";
import { getPageCopy } from "../../../tests/setup/content";
import { listPage } from "./list-page.server";
import { blogPagePath, Pagination } from "./pagination";
import { SidebarCategories, SidebarTags } from "./sidebar";
import { renderIn } from "../../../tests/setup/render-in";

const technology: PostFilter = { by: "category", key: "technology" };
const business: PostFilter = { by: "tag", key: "business" };

describe("blogPagePath", () => {
  it("gives the blog list's paths: /blog, then /blog/page/N", () => {
    expect(blogPagePath(1, "en")).toBe("/blog");
    expect(blogPagePath(2, "en")).toBe("/blog/page/2");
    expect(blogPagePath(1, "sv")).toBe("/sv/blog");
    expect(blogPagePath(3, "sv")).toBe("/sv/blog/page/3");
  });

  it("gives a category's and a tag's list paths in each language, with the same keys", () => {
    expect(blogPagePath(1, "en", technology)).toBe("/blog/category/technology");
    expect(blogPagePath(2, "en", technology)).toBe("/blog/category/technology/page/2");
    expect(blogPagePath(1, "sv", technology)).toBe("/sv/blog/category/technology");
    expect(blogPagePath(1, "en", business)).toBe("/blog/tag/business");
    expect(blogPagePath(12, "sv", { by: "tag", key: "ui-ux" })).toBe("/sv/blog/tag/ui-ux/page/12");
  });

  it("round-trips through the route's path reader", () => {
    expect(itemFromPath(blogPagePath(1, "sv", technology))).toEqual({ collection: "blog-category", slug: "technology" });
    expect(itemFromPath(blogPagePath(2, "en", business))).toEqual({ collection: "blog-tag", slug: "business/page/2" });
  });
});

describe("pagesFor", () => {
  it("fills six posts a page and always has a first page", () => {
    expect(postsPerPage).toBe(6);
    expect([0, 1, 6, 7, 12, 13].map(pagesFor)).toEqual([1, 1, 1, 2, 2, 3]);
  });
});

describe("Pagination of a category", () => {
  it("links every page of the category, marks the current one, and links previous and next", () => {
    renderIn("en", "/blog/category/technology/page/2", <Pagination page={2} count={3} filter={technology} />);
    const nav = screen.getByRole("navigation", { name: "Blog pages" });
    // jsdom joins the hidden "Page " and the number without the space Chromium keeps.
    const numbers = within(nav).getAllByRole("link", { name: /^Page ?\d$/ });
    expect(numbers.map((link) => link.getAttribute("href"))).toEqual(["/blog/category/technology", "/blog/category/technology/page/2", "/blog/category/technology/page/3"]);
    expect(numbers.map((link) => link.getAttribute("aria-current"))).toEqual([null, "page", null]);
    expect(within(nav).getByRole("link", { name: /Previous page/ })).toHaveAttribute("href", "/blog/category/technology");
    expect(within(nav).getByRole("link", { name: /Next page/ })).toHaveAttribute("href", "/blog/category/technology/page/3");
  });

  it("disables previous on the first page and next on the last (not links)", () => {
    renderIn("sv", "/sv/blog/tag/business", <Pagination page={1} count={1} filter={business} />);
    const nav = screen.getByRole("navigation", { name: "Bloggsidor" });
    expect(within(nav).getAllByRole("link")).toHaveLength(1);
    expect(within(nav).getByRole("link")).toHaveAttribute("href", "/sv/blog/tag/business");
    expect(nav.querySelectorAll('[aria-disabled="true"]')).toHaveLength(2);
  });
});

describe("the site's categories and tags", () => {
  // The first call reads and renders every post: slow on a busy machine.
  beforeAll(() => void allPosts("en"), 30_000);

  it("build list pages only for the categories and tags that have posts, each page in order", () => {
    const posts = allPosts("en");
    const used = usedFilters();
    for (const key of categoryKeys) expect(used.some((filter) => filter.by === "category" && filter.key === key)).toBe(posts.some((post) => post.category === key));
    for (const key of tagKeys) expect(used.some((filter) => filter.by === "tag" && filter.key === key)).toBe(posts.some((post) => post.tags.includes(key)));
    const items = collectionItems();
    const expected = (by: PostFilter["by"]) =>
      used
        .filter((filter) => filter.by === by)
        .flatMap((filter) => Array.from({ length: Math.ceil(allPosts("en", filter).length / postsPerPage) }, (_, index) => (index === 0 ? filter.key : `${filter.key}/page/${index + 1}`)));
    expect(items["blog-category"]).toEqual(expected("category"));
    expect(items["blog-tag"]).toEqual(expected("tag"));
  });

  it("list exactly a filter's posts, newest first, six a page, in both languages", () => {
    for (const locale of ["en", "sv"] as const) {
      for (const filter of usedFilters()) {
        const expected = allPosts(locale).filter((post) => (filter.by === "category" ? post.category === filter.key : post.tags.includes(filter.key)));
        const count = pageCount(filter);
        const shown = Array.from({ length: count }, (_, index) => listPage(locale, index + 1, getPageCopy(locale, "blog"), filter)!.list.posts).flat();
        expect(shown.map((post) => post.slug)).toEqual(expected.map((post) => post.slug));
        expect(listPage(locale, count + 1, getPageCopy(locale, "blog"), filter)).toBeUndefined();
      }
    }
  });

  it("say which category or tag and which page in the title, heading and description", () => {
    const first = listPage("en", 1, getPageCopy("en", "blog"), technology)!;
    expect(first.copy.title).toBe("Technology – Blog");
    expect(first.copy.hero.heading).toBe("Posts in Technology");
    expect(first.copy.description).toMatch(/^Articles in the Technology category/);
    const sv = listPage("sv", 1, getPageCopy("sv", "blog"), business)!;
    expect(sv.copy.title).toBe("Inlägg taggade med Affärer – Blogg");
    expect(sv.copy.hero.heading).toBe("Inlägg taggade med Affärer");
    const pages = pageCount(business);
    if (pages > 1) {
      const second = listPage("en", 2, getPageCopy("en", "blog"), business)!;
      expect(second.copy.title).toBe(`Posts tagged Business – Blog, page 2 of ${pages}`);
      expect(second.intro).toMatch(new RegExp(`Page 2 of ${pages}\\.$`));
    }
  });

  it("build no page for a category without posts", () => {
    expect(listPage("en", 1, getPageCopy("en", "blog"), { by: "category", key: "gossip" as CategoryKey })).toBeUndefined();
  });
});

describe("sidebar", () => {
  beforeAll(() => void allPosts("en"), 30_000);

  it("links each category with its count in the language's plural, and marks the current one", () => {
    const posts = allPosts("en");
    renderIn("en", "/blog/category/technology", <SidebarCategories posts={posts} />);
    const box = screen.getByRole("region", { name: "Categories" });
    for (const key of categoryKeys) {
      const count = posts.filter((post) => post.category === key).length;
      const name = messages.en.blog.categories[key];
      if (count === 0) {
        expect(within(box).queryByRole("link", { name: new RegExp(`^${name}`) })).toBeNull();
        continue;
      }
      const link = within(box).getByRole("link", { name: `${name} ${count} ${count === 1 ? "post" : "posts"}` });
      expect(link).toHaveAttribute("href", `/blog/category/${key}`);
      if (key === "technology") expect(link).toHaveAttribute("aria-current", "page");
      else expect(link).not.toHaveAttribute("aria-current");
    }
  });

  it("marks the current tag on its later pages too, in Swedish", () => {
    const posts = allPosts("sv");
    renderIn("sv", "/sv/blog/tag/business/page/2", <SidebarTags posts={posts} />);
    const box = screen.getByRole("region", { name: "Taggar" });
    expect(within(box).getAllByRole("listitem")).toHaveLength(tagKeys.length);
    const current = within(box).getByRole("link", { name: "Affärer" });
    expect(current).toHaveAttribute("href", "/sv/blog/tag/business");
    expect(current).toHaveAttribute("aria-current", "page");
    expect(within(box).getAllByRole("link").filter((link) => link.hasAttribute("aria-current"))).toHaveLength(1);
  });

  it("shows a tag without posts as text, not as a link to a page that does not exist", () => {
    const posts = allPosts("en").filter((post) => !post.tags.includes("ui-ux"));
    renderIn("en", "/blog", <SidebarTags posts={posts} />);
    const box = screen.getByRole("region", { name: "Tags" });
    expect(within(box).getByText("UI/UX").closest("a")).toBeNull();
    expect(within(box).getAllByRole("link")).toHaveLength(new Set(posts.flatMap((post) => post.tags)).size);
  });
});
