import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Each remote's folder, from the one list of remotes (remotes/remotes.json). */
const REMOTE_FOLDERS = JSON.parse(readFileSync(new URL('./remotes/remotes.json', import.meta.url), 'utf8')).remotes.map((remote) => `./${remote.folder}`);

/**
 * The front-end and API boundaries (docs/architecture.md): a remote imports only
 * shared-types, the shell imports no remote, the API and the front ends import
 * nothing of each other, and shared-types imports none of them. Checked on the
 * resolved file, so a relative path and a package name are caught alike. Tests
 * and test helpers follow the same rules.
 */
const boundaryZones = [
  ...REMOTE_FOLDERS.map((folder) => ({
    target: folder,
    from: ['./shell', './api', './e2e', ...REMOTE_FOLDERS.filter((other) => other !== folder)],
    message: 'A remote imports only shared-types (and packages), never the shell, the API or another remote.',
  })),
  { target: './shell', from: [...REMOTE_FOLDERS, './api'], message: 'The shell loads remotes at run time and imports none; it imports nothing of the API.' },
  { target: './api', from: ['./shell', ...REMOTE_FOLDERS], message: 'The API imports nothing of the front ends.' },
  { target: './shared-types', from: ['./shell', ...REMOTE_FOLDERS, './api'], message: 'shared-types imports nothing of the packages that depend on it.' },
  {
    // The ICU runtime and catalogues must stay out of the first visit to / (docs/decisions/0005-payload-v2-and-message-catalogue.md).
    target: [
      './shell',
      ...REMOTE_FOLDERS.filter((folder) => folder !== './remotes/company-details'),
      './shared-types/src/!(messages)/**',
      './shared-types/src/index.ts',
    ],
    from: './shared-types/src/messages',
    message: 'The message catalogue loads with the company-details remote (and in the API), never with the shell, another remote or the rest of shared-types.',
  },
];

/**
 * The API's layers (docs/architecture.md): routes → services → db. Routes
 * parse, authorise and answer; they never query. HTTP plumbing (http/) calls
 * no service, so a service never depends on Express either way: services
 * throw DomainError (errors/) and http/errors.ts picks the status. db/ holds
 * queries and imports no layer above it. analysis/ is a pure engine that
 * imports only shared-types. Tests and test helpers follow the same rules.
 */
const API = './api/src';
/** Route tests (API tests against a real database) set their data up through db/ directly. */
const routesQueryNothing = {
  target: `${API}/routes`,
  from: `${API}/db`,
  message: 'Routes call services; they never query the database (routes → services → db).',
};
const apiLayerZones = [
  routesQueryNothing,
  {
    target: `${API}/services`,
    from: [`${API}/routes`, `${API}/http`],
    message: 'Services know nothing of HTTP: throw a DomainError (errors/domainError.ts) and let http/errors.ts pick the status.',
  },
  {
    target: `${API}/http`,
    from: [`${API}/routes`, `${API}/services`],
    message: 'HTTP plumbing calls no route or service; a route that needs a service is a route (routes/).',
  },
  {
    target: `${API}/db`,
    from: [`${API}/routes`, `${API}/services`, `${API}/http`, `${API}/auth`, `${API}/coordination`, `${API}/sharedState`, `${API}/ingest`, `${API}/payments`],
    message: 'db/ holds queries: it imports no layer above it.',
  },
  {
    target: `${API}/auth`,
    from: [`${API}/routes`, `${API}/services`, `${API}/http`],
    message: 'auth/ verifies identities and tokens; it imports no route, service or HTTP code.',
  },
  { target: `${API}/errors`, from: API, except: ['./errors'], message: 'errors/ is imported by every layer and imports none.' },
  { target: `${API}/analysis`, from: API, except: ['./analysis'], message: 'The analysis engine is pure: it imports only shared-types and its own files.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/@mf-types/**', 'data/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // Each file is checked with the nearest tsconfig.json (api/, shell/, each remote...).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    settings: {
      // import-x reads only modules with these extensions when it follows imports (for no-cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], conditionNames: ['import', 'default'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // A promise nobody awaits loses its rejection; `void` marks the few that are fire-and-forget on purpose.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // Modules point one way; a cycle (type-only ones included) means a misplaced piece.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...apiLayerZones] }],
    },
  },
  {
    files: ['api/src/routes/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...apiLayerZones.filter((zone) => zone !== routesQueryNothing)] }],
    },
  },
  {
    // Build configs and scripts are CommonJS / plain Node.
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/public/*.js', 'jest.setup-dom.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
