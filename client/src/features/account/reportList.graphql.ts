import { graphql } from '../../__generated__';

/**
 * The reports list: the user's membership, how many reports each tab holds, and the open tab's orders one page at
 * a time (the pages loaded so far are one cache entry; see app/pagedField.ts).
 */
export const accountReportListQuery = graphql(`
  query AccountReportList($status: OrderListFilter!, $page: Int!, $pageSize: Int!) {
    me {
      id
      ...AccountMembership_user
      completed: orderPage(status: COMPLETED, pageSize: 1) {
        total
      }
      pending: orderPage(status: PENDING, pageSize: 1) {
        total
      }
      orderPage(status: $status, page: $page, pageSize: $pageSize) {
        total
        page
        pageSize
        pageCount
        items {
          orderNumber
          status
          sku {
            id
            kind
          }
          ...AccountOrderCard_order
        }
      }
    }
  }
`);
