/** vnu-jar (CommonJS, untyped) exports the path of the W3C Nu HTML Checker's jar. */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
