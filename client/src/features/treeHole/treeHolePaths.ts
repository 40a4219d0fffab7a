/** The tree hole's three pages under the user centre, each keeping the visitor's `{code}-{examId}`. */
export const treeHolePaths = {
  feed: (codeExamId: string) => `/userCenter/exploreMore/treeHole/${codeExamId}`,
  add: (codeExamId: string) => `/userCenter/exploreMore/treeHole/add/${codeExamId}`,
  mine: (codeExamId: string) => `/userCenter/exploreMore/treeHole/list/${codeExamId}`,
} as const;

export type TreeHoleTab = keyof typeof treeHolePaths;

/** The longest post, in characters as people count them (code points), as the server counts them. */
export const MAX_POST_CHARACTERS = 500;
export const characterCount = (text: string): number => [...text].length;
