/**
 * SPEC §5 custom checks for sign in and sign up. Browser validation (required, type=email) runs first;
 * these catch what it lets through, such as whitespace-only values, and name the one message to show.
 */
export type FormProblem = "fillAllFields" | "acceptTerms";

export type LoginValues = { email: string; password: string };
export type SignupValues = { name: string; email: string; password: string; check: boolean };

/** Empty, whitespace-only or not text at all (a File from FormData). */
export function isBlank(value: unknown): boolean {
  return typeof value !== "string" || value.trim() === "";
}

/** The names of the text fields that are blank, in order. */
export function blankFields<T extends Record<string, unknown>>(values: T, names: readonly (keyof T & string)[]): (keyof T & string)[] {
  return names.filter((name) => isBlank(values[name]));
}

export const loginFields = ["email", "password"] as const;
export const signupFields = ["name", "email", "password"] as const;

/** Login: an empty email or password -> "fillAllFields"; otherwise nothing further happens. */
export function validateLogin(values: LoginValues): FormProblem | null {
  return blankFields(values, loginFields).length > 0 ? "fillAllFields" : null;
}

/** Sign-up: empty fields first, then the unchecked terms box; otherwise nothing further happens. */
export function validateSignup(values: SignupValues): FormProblem | null {
  if (blankFields(values, signupFields).length > 0) return "fillAllFields";
  if (!values.check) return "acceptTerms";
  return null;
}

/** A form field's value as text ("" when missing). */
export function textValue(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}
