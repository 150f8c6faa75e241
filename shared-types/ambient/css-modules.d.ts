// CSS Modules: webpack's css-loader turns each class name into a scoped string.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

// The global theme tokens: imported for their side effect only.
declare module 'shared-types/theme/tokens.css';
