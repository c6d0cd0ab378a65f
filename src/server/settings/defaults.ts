/** The value a schema describes when nothing is stored: its `default`, or its properties' defaults. */
export function defaultsOf(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const node = schema as { default?: unknown; properties?: Record<string, unknown> };
  if (node.default !== undefined) return structuredClone(node.default);
  if (!node.properties) return undefined;
  const value: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(node.properties)) {
    const fallback = defaultsOf(property);
    if (fallback !== undefined) value[name] = fallback;
  }
  return value;
}

/** Stored settings over defaults, one level deep for nested objects such as theme_config. */
export function withDefaults<T>(schema: unknown, stored: unknown): T {
  const defaults = (defaultsOf(schema) ?? {}) as Record<string, unknown>;
  if (typeof stored !== 'object' || stored === null) return defaults as T;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    const fallback = defaults[key];
    merged[key] =
      typeof fallback === 'object' &&
      fallback !== null &&
      !Array.isArray(fallback) &&
      typeof value === 'object' &&
      value !== null
        ? { ...fallback, ...value }
        : value;
  }
  return merged as T;
}
