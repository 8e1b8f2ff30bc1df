// The bench's baseline (tests/bench/web-lists.ts builds it into a temp dir; never shipped): the smallest
// react-admin app that shows the same lists over the same API and data provider as the panel, so the
// panel's list timings have the stack's own floor beside them. No i18n, layout or lazy chunks of ours.
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, DateField, List, Resource, type AuthProvider } from 'react-admin';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { TOKEN_KEY } from '../../../src/http/storage';

const API_RESOURCES: Record<string, string> = { 'wow_guide/article': 'articles', 'orders/orders': 'orders' };
const dataProvider = createDataProvider((route) => API_RESOURCES[route]);

// The bench signs in through the API and stores the token where the panel keeps it.
const authProvider: AuthProvider = {
  async login() {},
  async logout() {},
  async checkAuth() {
    if (!localStorage.getItem(TOKEN_KEY)) throw new Error('no token');
  },
  async checkError() {},
  async getPermissions() {},
};

const ArticleList = () => (
  <List sort={{ field: 'createdAt', order: 'DESC' }} perPage={20}>
    <DataTable rowClick="show">
      <DataTable.Col source="id" />
      <DataTable.Col source="title" />
      <DataTable.Col source="categoryName" disableSort />
      <DataTable.Col source="authorName" disableSort />
      <DataTable.Col source="status" />
      <DataTable.NumberCol source="views" />
      <DataTable.NumberCol source="likes" />
      <DataTable.Col source="createdAt" field={DateField} />
    </DataTable>
  </List>
);

const OrderList = () => (
  <List sort={{ field: 'createdAt', order: 'DESC' }} perPage={20}>
    <DataTable rowClick="show">
      <DataTable.Col source="orderNo" />
      <DataTable.Col source="userName" disableSort />
      <DataTable.Col source="packageNameEn" disableSort />
      <DataTable.NumberCol source="amountCents" />
      <DataTable.Col source="status" disableSort />
      <DataTable.Col source="paidAt" field={DateField} />
    </DataTable>
  </List>
);

// The category list is only the screen the in-app timing starts from: the same resource name, no rows of articles.
const Start = () => <p id="bench-start">start</p>;

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth disableTelemetry>
    <Resource name="wow_guide/article" list={ArticleList} />
    <Resource name="orders/orders" list={OrderList} />
    <Resource name="wow_guide/category" list={Start} />
  </Admin>,
);
