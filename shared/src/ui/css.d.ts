// Types for the style imports webpack handles: CSS Modules map class names to scoped names;
// plain .css files (tokens.css only) are imported for their side effect.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

declare module '*.css';
