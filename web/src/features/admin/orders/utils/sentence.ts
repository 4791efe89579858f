/** The text with its first letter upper-cased: `due_at_door` reads "Due at door". */
export const sentence = (text: string) => {
  const spaced = text.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};
