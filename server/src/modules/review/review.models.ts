export interface ReviewModel {
  id: string;
  name: string;
  typeCode: string | null;
  rating: number;
  content: string;
  locale: string;
  country: string | null;
  createdAt: Date;
  /** Every review comes from a paid order. */
  verified: true;
}

/** Why a review was refused; mirrors ReviewErrorCode in schema/catalog.graphql. */
export type ReviewErrorCode = 'ORDER_NOT_FOUND' | 'NOT_PAID' | 'RATING_OUT_OF_RANGE' | 'CONTENT_TOO_SHORT' | 'CONTENT_TOO_LONG';

export interface ReviewError {
  code: ReviewErrorCode;
  field: 'orderNumber' | 'rating' | 'content';
  message: string;
}

export const REVIEW_MIN = 10;
export const REVIEW_MAX = 600;
export const REVIEWS_MAX_PAGE = 20;
