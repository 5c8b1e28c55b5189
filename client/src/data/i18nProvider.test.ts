import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { allMessages, i18nProvider, resourceDefs } from '../registry';
import type { MessageTable } from './i18nProvider';

const SRC = join(__dirname, '..');

/** Every leaf key of a nested message object, dotted ("resources.users.name"). */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const t = (key: string, options?: object) => i18nProvider.translate(key, options) as string;
let messages: MessageTable;
let resourceNames: string[];

beforeAll(async () => {
  messages = await allMessages();
  resourceNames = Object.keys((messages as { resources: object }).resources);
});

describe('the console’s words', () => {
  it('when any message is asked for without a count, then it reads as one phrase, never "A |||| B"', () => {
    const twoForms = keysOf(messages).filter((key) => t(key).includes('||||'));
    expect(twoForms).toEqual([]);
  });

  it("when a resource's name is a page title, then the singular form is used and the plural stays for lists", () => {
    for (const name of resourceNames) {
      const phrase = (messages as { resources: Record<string, { name?: string }> }).resources[name].name;
      if (!phrase?.includes('||||')) continue;
      const [one, many] = phrase.split('||||').map((s) => s.trim());
      expect(t(`resources.${name}.name`)).toBe(one);
      expect(t(`resources.${name}.name`, { smart_count: 2 })).toBe(many);
    }
  });

  it('when a page names a resource as its title or heading, then that name has a singular form it reads as', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/['"`](resources\.[\w]+\.name)['"`]/g))
        used.add(m[1]);
    }
    for (const key of used) {
      expect(t(key), key).not.toMatch(/\|\|\|\||^resources\./);
    }
  });

  it('when a record is created, updated or deleted through react-admin, then the toast names what it was', () => {
    const writable = Object.entries(resourceDefs).filter(([, def]) => def.create || def.update);
    expect(writable.length).toBeGreaterThan(3);
    for (const [resource] of writable) {
      for (const event of ['created', 'updated', 'deleted']) {
        const key = `resources.${resource}.notifications.${event}`;
        const text = t(key, { smart_count: 1 });
        expect(text, key).not.toBe(key);
        expect(text, key).not.toMatch(/element/i);
      }
    }
  });

  it("when a resource has no words of its own, then react-admin's fallback toasts still never say Element", () => {
    for (const key of keysOf(messages).filter((k) => k.startsWith('ra.notification.'))) {
      expect(t(key, { smart_count: 1 }), key).not.toMatch(/element/i);
      expect(t(key, { smart_count: 3 }), key).not.toMatch(/element/i);
    }
  });
});
