/** The Swedish messages must have exactly the English shape, with any strings as values. */
export type Shape<T> = T extends string ? string : T extends readonly unknown[] ? { [K in keyof T]: Shape<T[K]> } : { [K in keyof T]: Shape<T[K]> };
