import { describe, expect, it } from "vitest";
import { blankFields, isBlank, textValue, validateLogin, validateSignup } from "./validation";

describe("isBlank", () => {
  it("treats empty, whitespace-only and non-text values as blank", () => {
    expect(isBlank("")).toBe(true);
    expect(isBlank("   ")).toBe(true);
    expect(isBlank("\t\n \u00a0\u3000")).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(new File([], "x.txt"))).toBe(true);
  });

  it("keeps any visible character, including emoji, right-to-left text and markup", () => {
    expect(isBlank(" a ")).toBe(false);
    expect(isBlank("📦")).toBe(false);
    expect(isBlank("שלום")).toBe(false);
    expect(isBlank("<script>alert(1)</script>")).toBe(false);
    expect(isBlank("x".repeat(10_000))).toBe(false);
  });
});

describe("validateLogin (SPEC §5)", () => {
  it("asks to fill all fields when the email or the password is empty or whitespace", () => {
    expect(validateLogin({ email: "", password: "" })).toBe("fillAllFields");
    expect(validateLogin({ email: "anna@nordvik.se", password: "" })).toBe("fillAllFields");
    expect(validateLogin({ email: "", password: "secret" })).toBe("fillAllFields");
    expect(validateLogin({ email: "anna@nordvik.se", password: "    " })).toBe("fillAllFields");
  });

  it("lets anything else through: nothing further happens", () => {
    expect(validateLogin({ email: "anna@nordvik.se", password: "x" })).toBeNull();
    // Format checks are the browser's job (type=email); the custom check only looks for blanks.
    expect(validateLogin({ email: "not an email", password: " p " })).toBeNull();
  });
});

describe("validateSignup (SPEC §5)", () => {
  const filled = { name: "Anna Berg", email: "anna@nordvik.se", password: "correct horse", check: true };

  it("asks to fill all fields when name, email or password is blank", () => {
    for (const field of ["name", "email", "password"] as const) {
      expect(validateSignup({ ...filled, [field]: "" })).toBe("fillAllFields");
      expect(validateSignup({ ...filled, [field]: "  " })).toBe("fillAllFields");
    }
  });

  it("checks the fields before the terms box", () => {
    expect(validateSignup({ ...filled, name: "", check: false })).toBe("fillAllFields");
  });

  it("asks to accept the terms when only the box is unchecked", () => {
    expect(validateSignup({ ...filled, check: false })).toBe("acceptTerms");
  });

  it("lets a complete form through", () => {
    expect(validateSignup(filled)).toBeNull();
  });
});

describe("blankFields and textValue", () => {
  it("lists the blank fields in the order asked", () => {
    expect(blankFields({ name: " ", email: "a@b.co", password: "" }, ["name", "email", "password"])).toEqual(["name", "password"]);
  });

  it("reads form values as text, with missing fields as empty", () => {
    const data = new FormData();
    data.set("email", "anna@nordvik.se");
    expect(textValue(data, "email")).toBe("anna@nordvik.se");
    expect(textValue(data, "password")).toBe("");
  });
});
