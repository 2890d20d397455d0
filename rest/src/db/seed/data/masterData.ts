// 基础资料演示数据：客户、供应商、地址、航线、费用、汇率、HS编码。名称为虚构但贴近实际的企业，
// 船公司、航空公司等承运人用其真实的中国公司名称。

export interface ClientSeed {
  name: string;
  alias: string;
  city: string;
  contact: string;
  tel: string;
  bank: string;
}

/** 30 家客户：长三角、珠三角和环渤海的外贸企业。 */
export const clientSeeds: ClientSeed[] = [
  { name: '上海锦程国际贸易有限公司', alias: '锦程贸易', city: '上海市浦东新区张杨路500号', contact: '王建国', tel: '021-58881234', bank: '中国工商银行上海浦东分行' },
  { name: '苏州恒瑞精密机械有限公司', alias: '恒瑞精机', city: '苏州市工业园区星湖街328号', contact: '李晓东', tel: '0512-62581122', bank: '中国银行苏州工业园区支行' },
  { name: '宁波东海家电制造有限公司', alias: '东海家电', city: '宁波市北仑区长江路1088号', contact: '陈海波', tel: '0574-86112233', bank: '宁波银行北仑支行' },
  { name: '杭州远景纺织品进出口有限公司', alias: '远景纺织', city: '杭州市萧山区市心北路99号', contact: '周敏', tel: '0571-82776655', bank: '中国建设银行杭州萧山支行' },
  { name: '深圳华讯电子科技有限公司', alias: '华讯电子', city: '深圳市南山区科技园南区高新南七道18号', contact: '张伟', tel: '0755-26543210', bank: '招商银行深圳南山支行' },
  { name: '东莞鸿达家具有限公司', alias: '鸿达家具', city: '东莞市厚街镇家具大道168号', contact: '黄志强', tel: '0769-85901234', bank: '中国农业银行东莞厚街支行' },
  { name: '广州南方医疗器械有限公司', alias: '南方医械', city: '广州市黄埔区科学大道182号', contact: '林静', tel: '020-32068899', bank: '广发银行广州黄埔支行' },
  { name: '青岛海润食品进出口有限公司', alias: '海润食品', city: '青岛市黄岛区长江西路66号', contact: '刘洋', tel: '0532-86987766', bank: '青岛银行黄岛支行' },
  { name: '天津北辰汽车配件有限公司', alias: '北辰汽配', city: '天津市北辰区京津路398号', contact: '赵磊', tel: '022-26391155', bank: '中国银行天津北辰支行' },
  { name: '厦门嘉禾石材有限公司', alias: '嘉禾石材', city: '厦门市思明区湖滨南路57号', contact: '郑丽华', tel: '0592-5123456', bank: '兴业银行厦门分行' },
  { name: '义乌市百汇日用品有限公司', alias: '百汇日用', city: '义乌市稠城街道工人北路1058号', contact: '吴晓燕', tel: '0579-85321234', bank: '浙江稠州商业银行' },
  { name: '无锡新源光伏科技有限公司', alias: '新源光伏', city: '无锡市新吴区长江路21号', contact: '孙志刚', tel: '0510-85223344', bank: '江苏银行无锡分行' },
  { name: '常州天合电池材料有限公司', alias: '天合电池', city: '常州市武进区天合路2号', contact: '钱宏', tel: '0519-86778899', bank: '中国建设银行常州武进支行' },
  { name: '上海美佳化妆品有限公司', alias: '美佳化妆品', city: '上海市奉贤区望园路2166号', contact: '冯雪', tel: '021-57431188', bank: '上海浦东发展银行奉贤支行' },
  { name: '南通瑞丰服饰有限公司', alias: '瑞丰服饰', city: '南通市崇川区工农路111号', contact: '许丹', tel: '0513-85552211', bank: '中国银行南通分行' },
  { name: '温州金鹰鞋业有限公司', alias: '金鹰鞋业', city: '温州市鹿城区双屿街道鞋都大道86号', contact: '胡建华', tel: '0577-88661234', bank: '温州银行鹿城支行' },
  { name: '佛山顺德美家电器有限公司', alias: '美家电器', city: '佛山市顺德区北滘镇美的大道6号', contact: '何文', tel: '0757-26335566', bank: '顺德农村商业银行' },
  { name: '中山华美灯饰有限公司', alias: '华美灯饰', city: '中山市古镇镇同益工业区', contact: '梁冬梅', tel: '0760-22338877', bank: '中国工商银行中山古镇支行' },
  { name: '大连远洋水产有限公司', alias: '远洋水产', city: '大连市甘井子区华北路266号', contact: '于海', tel: '0411-86651234', bank: '大连银行甘井子支行' },
  { name: '烟台鲁丰葡萄酒有限公司', alias: '鲁丰酒业', city: '烟台市芝罘区大马路56号', contact: '曲立新', tel: '0535-6623344', bank: '烟台银行芝罘支行' },
  { name: '合肥智联家电有限公司', alias: '智联家电', city: '合肥市经济技术开发区莲花路1188号', contact: '汪涛', tel: '0551-63812233', bank: '徽商银行合肥经开区支行' },
  { name: '成都蜀锦丝绸进出口有限公司', alias: '蜀锦丝绸', city: '成都市锦江区红星路三段1号', contact: '罗婷', tel: '028-86671234', bank: '成都银行锦江支行' },
  { name: '重庆长江摩托车进出口有限公司', alias: '长江摩托', city: '重庆市九龙坡区科园一路3号', contact: '邓刚', tel: '023-68691122', bank: '重庆银行九龙坡支行' },
  { name: '武汉光谷光电子有限公司', alias: '光谷光电', city: '武汉市东湖新技术开发区光谷大道77号', contact: '程亮', tel: '027-87651234', bank: '汉口银行光谷支行' },
  { name: '郑州中原轮胎有限公司', alias: '中原轮胎', city: '郑州市经开区第八大街166号', contact: '贾伟', tel: '0371-66781234', bank: '郑州银行经开区支行' },
  { name: '昆山精锐电子有限公司', alias: '精锐电子', city: '昆山市开发区前进东路579号', contact: '沈建', tel: '0512-57712345', bank: '昆山农村商业银行' },
  { name: '嘉兴禾众塑料制品有限公司', alias: '禾众塑料', city: '嘉兴市南湖区昌盛南路36号', contact: '陆芳', tel: '0573-82221234', bank: '嘉兴银行南湖支行' },
  { name: '泉州晋江运动用品有限公司', alias: '晋江运动', city: '晋江市陈埭镇四境工业区', contact: '蔡志明', tel: '0595-85671234', bank: '泉州银行晋江支行' },
  { name: '上海申通进口食品有限公司', alias: '申通食品', city: '上海市闵行区虹梅南路1755号', contact: '顾晓明', tel: '021-64961234', bank: '交通银行上海闵行支行' },
  { name: '宁波甬兴文具有限公司', alias: '甬兴文具', city: '宁波市鄞州区天童南路588号', contact: '应国平', tel: '0574-87651234', bank: '中国农业银行宁波鄞州支行' },
];

export interface SupplierSeed {
  name: string;
  alias: string;
  types: string[];
  address: string;
  contact: string;
  tel: string;
  email: string;
}

/** 供应商：每种 GSLX 类型都有。 */
export const supplierSeeds: SupplierSeed[] = [
  { name: '中远海运集装箱运输有限公司', alias: '中远海运', types: ['GSLX_CGS'], address: '上海市虹口区东大名路378号', contact: '韩冰', tel: '021-35124888', email: 'booking@coscon-demo.cn' },
  { name: '马士基（中国）航运有限公司', alias: '马士基', types: ['GSLX_CGS'], address: '上海市黄浦区中山南路28号', contact: '杨帆', tel: '021-23061000', email: 'cn.booking@maersk-demo.com' },
  { name: '地中海航运（中国）有限公司', alias: 'MSC', types: ['GSLX_CGS'], address: '上海市静安区南京西路1266号', contact: '朱琳', tel: '021-60367000', email: 'sha.booking@msc-demo.com' },
  { name: '达飞轮船（中国）有限公司', alias: '达飞', types: ['GSLX_CGS'], address: '上海市浦东新区世纪大道8号', contact: '秦川', tel: '021-23065000', email: 'sha.cs@cma-cgm-demo.com' },
  { name: '赫伯罗特（中国）航运有限公司', alias: '赫伯罗特', types: ['GSLX_CGS'], address: '上海市黄浦区湖滨路222号', contact: '邱慧', tel: '021-61313000', email: 'booking.sha@hlag-demo.com' },
  { name: '长荣海运（中国）有限公司', alias: '长荣海运', types: ['GSLX_CGS'], address: '上海市浦东新区东方路818号', contact: '蒋涛', tel: '021-68866000', email: 'sha@evergreen-demo.com' },
  { name: '上海外运船务代理有限公司', alias: '外运船代', types: ['GSLX_HDGS'], address: '上海市虹口区东大名路908号', contact: '沈杰', tel: '021-65951234', email: 'book@sinoagent-demo.cn' },
  { name: '宁波联合订舱代理有限公司', alias: '宁波联合订舱', types: ['GSLX_HDGS'], address: '宁波市江北区人民路132号', contact: '方琪', tel: '0574-87361234', email: 'ops@nb-booking-demo.cn' },
  { name: '深圳海联达国际物流有限公司', alias: '海联达', types: ['GSLX_HDGS', 'GSLX_JWDL'], address: '深圳市盐田区海景二路1号', contact: '邹勇', tel: '0755-25281234', email: 'sz@hailianda-demo.cn' },
  { name: '上海浦东报关有限公司', alias: '浦东报关', types: ['GSLX_BGH'], address: '上海市浦东新区外高桥基隆路6号', contact: '陶敏', tel: '021-50461234', email: 'customs@pdbg-demo.cn' },
  { name: '宁波北仑通关服务有限公司', alias: '北仑通关', types: ['GSLX_BGH'], address: '宁波市北仑区明州路301号', contact: '俞斌', tel: '0574-86881234', email: 'bg@blth-demo.cn' },
  { name: '上海捷运集装箱车队有限公司', alias: '捷运车队', types: ['GSLX_CD'], address: '上海市宝山区泰和路2038号', contact: '戴军', tel: '021-56051234', email: 'dispatch@jieyun-demo.cn' },
  { name: '宁波顺达物流运输有限公司', alias: '顺达车队', types: ['GSLX_CD'], address: '宁波市北仑区新碶街道明州路88号', contact: '潘刚', tel: '0574-86101234', email: 'truck@shunda-demo.cn' },
  { name: '中国国际货运航空有限公司', alias: '国货航', types: ['GSLX_HKGS'], address: '北京市顺义区天柱路28号', contact: '贺静', tel: '010-64591234', email: 'cargo@airchinacargo-demo.com' },
  { name: '东方航空物流股份有限公司', alias: '东航物流', types: ['GSLX_HKGS'], address: '上海市闵行区虹翔三路36号', contact: '龚雷', tel: '021-22371234', email: 'cargo@eal-demo.com' },
  { name: 'Pacific Gateway Logistics Inc.', alias: '太平洋门户', types: ['GSLX_JWDL'], address: '2250 E Imperial Hwy, El Segundo, CA, USA', contact: 'Michael Brown', tel: '1-310-6401234', email: 'ops@pgl-demo.com' },
  { name: 'Rhein Cargo Service GmbH', alias: '莱茵货运', types: ['GSLX_JWDL'], address: 'Am Sandtorkai 1, Hamburg, Germany', contact: 'Anna Schmidt', tel: '49-40-3761234', email: 'hamburg@rheincargo-demo.de' },
  { name: '上海外高桥保税仓储有限公司', alias: '外高桥仓储', types: ['GSLX_CC'], address: '上海市浦东新区富特北路456号', contact: '严伟', tel: '021-50481234', email: 'wh@wgq-demo.cn' },
  { name: '中国人民财产保险股份有限公司上海市分公司', alias: '人保财险', types: ['GSLX_BXGS'], address: '上海市黄浦区中山东一路23号', contact: '钟华', tel: '021-63231234', email: 'cargo@picc-demo.cn' },
];

export interface TransportSeed {
  province: string;
  city: string;
  district: string;
  address: string;
  zip: string;
  contact: string;
  phone: string;
  departure: boolean;
  destination: boolean;
}

export const transportSeeds: TransportSeed[] = [
  { province: '上海市', city: '上海市', district: '浦东新区', address: '外高桥港区港建路1号四期码头', zip: '200137', contact: '陈师傅', phone: '021-50481111', departure: false, destination: true },
  { province: '上海市', city: '上海市', district: '浦东新区', address: '洋山深水港区同汇路1号', zip: '201308', contact: '王调度', phone: '021-68281234', departure: false, destination: true },
  { province: '江苏省', city: '苏州市', district: '苏州工业园区', address: '星湖街328号恒瑞精机厂区', zip: '215021', contact: '李晓东', phone: '0512-62581122', departure: true, destination: false },
  { province: '江苏省', city: '昆山市', district: '开发区', address: '前进东路579号精锐电子仓库', zip: '215300', contact: '沈建', phone: '0512-57712345', departure: true, destination: false },
  { province: '浙江省', city: '宁波市', district: '北仑区', address: '长江路1088号东海家电成品仓', zip: '315800', contact: '陈海波', phone: '0574-86112233', departure: true, destination: false },
  { province: '浙江省', city: '宁波市', district: '北仑区', address: '北仑港区四期集装箱码头', zip: '315800', contact: '俞调度', phone: '0574-86881111', departure: false, destination: true },
  { province: '浙江省', city: '金华市', district: '义乌市', address: '稠城街道工人北路1058号', zip: '322000', contact: '吴晓燕', phone: '0579-85321234', departure: true, destination: false },
  { province: '广东省', city: '深圳市', district: '盐田区', address: '盐田港区海港大道1号', zip: '518081', contact: '邹调度', phone: '0755-25281111', departure: false, destination: true },
  { province: '广东省', city: '东莞市', district: '厚街镇', address: '家具大道168号鸿达家具仓库', zip: '523960', contact: '黄志强', phone: '0769-85901234', departure: true, destination: false },
  { province: '山东省', city: '青岛市', district: '黄岛区', address: '前湾港区集装箱码头', zip: '266500', contact: '刘调度', phone: '0532-86981111', departure: false, destination: true },
  { province: '上海市', city: '上海市', district: '闵行区', address: '虹梅南路1755号申通食品冷库', zip: '201108', contact: '顾晓明', phone: '021-64961234', departure: false, destination: true },
  { province: '天津市', city: '天津市', district: '滨海新区', address: '天津港东疆港区亚洲路6975号', zip: '300461', contact: '赵调度', phone: '022-25601234', departure: false, destination: true },
];

export interface AddressSeed {
  shippingType: string;
  addressType: string;
  detail: string;
  aeo?: string;
}

export const addressSeeds: AddressSeed[] = [
  { shippingType: 'ZYLX_HYCK', addressType: 'DZLX_FHR', detail: 'SHANGHAI JINCHENG INTERNATIONAL TRADING CO., LTD.\nNO.500 ZHANGYANG ROAD, PUDONG, SHANGHAI, CHINA', aeo: 'CN3100123456' },
  { shippingType: 'ZYLX_HYCK', addressType: 'DZLX_SHR', detail: 'PACIFIC HOME FURNISHINGS LLC\n1200 HARBOR BLVD, LONG BEACH, CA 90802, USA' },
  { shippingType: 'ZYLX_HYCK', addressType: 'DZLX_TZR', detail: 'SAME AS CONSIGNEE' },
  { shippingType: 'ZYLX_HYCK', addressType: 'DZLX_FHR', detail: 'NINGBO DONGHAI HOME APPLIANCE MANUFACTURING CO., LTD.\nNO.1088 CHANGJIANG ROAD, BEILUN, NINGBO, CHINA', aeo: 'CN3302987654' },
  { shippingType: 'ZYLX_HYCK', addressType: 'DZLX_SHR', detail: 'ELEKTRO HANDEL GMBH\nBILLSTRASSE 120, 20539 HAMBURG, GERMANY' },
  { shippingType: 'ZYLX_HYJK', addressType: 'DZLX_SHR', detail: '上海申通进口食品有限公司\n上海市闵行区虹梅南路1755号' },
  { shippingType: 'ZYLX_HYJK', addressType: 'DZLX_FHR', detail: 'BORDEAUX FINE WINES SAS\n12 QUAI DES CHARTRONS, 33000 BORDEAUX, FRANCE' },
  { shippingType: 'ZYLX_KYCK', addressType: 'DZLX_FHR', detail: 'SHENZHEN HUAXUN ELECTRONIC TECHNOLOGY CO., LTD.\nNO.18 GAOXIN SOUTH 7TH ROAD, NANSHAN, SHENZHEN, CHINA' },
  { shippingType: 'ZYLX_KYCK', addressType: 'DZLX_SHR', detail: 'TECHPOINT DISTRIBUTION B.V.\nSCHIPHOL BOULEVARD 231, 1118 BH SCHIPHOL, NETHERLANDS' },
  { shippingType: 'ZYLX_KYJK', addressType: 'DZLX_SHR', detail: '广州南方医疗器械有限公司\n广州市黄埔区科学大道182号' },
  { shippingType: 'ZYLX_KYJK', addressType: 'DZLX_FHR', detail: 'MEDTEC INSTRUMENTS GMBH\nLYONER STRASSE 14, 60528 FRANKFURT AM MAIN, GERMANY' },
  { shippingType: 'ZYLX_NMYW', addressType: 'DZLX_SHR', detail: '武汉光谷光电子有限公司\n武汉市东湖新技术开发区光谷大道77号' },
];

export interface RouteSeed {
  shippingType: string;
  name: string;
  country: string;
  from: string;
  via?: string;
  to: string;
}

export const routeSeeds: RouteSeed[] = [
  { shippingType: 'ZYLX_HYCK', name: '上海-洛杉矶', country: '美国', from: 'CNSHA', to: 'USLAX' },
  { shippingType: 'ZYLX_HYCK', name: '上海-长滩', country: '美国', from: 'CNSHA', to: 'USLGB' },
  { shippingType: 'ZYLX_HYCK', name: '宁波-鹿特丹', country: '荷兰', from: 'CNNGB', to: 'NLRTM' },
  { shippingType: 'ZYLX_HYCK', name: '深圳-汉堡（新加坡中转）', country: '德国', from: 'CNSZX', via: 'SGSIN', to: 'DEHAM' },
  { shippingType: 'ZYLX_HYCK', name: '上海-东京', country: '日本', from: 'CNSHA', to: 'JPTYO' },
  { shippingType: 'ZYLX_HYCK', name: '青岛-釜山', country: '韩国', from: 'CNTAO', to: 'KRPUS' },
  { shippingType: 'ZYLX_HYCK', name: '上海-杰贝阿里', country: '阿联酋', from: 'CNSHA', to: 'AEJEA' },
  { shippingType: 'ZYLX_HYJK', name: '安特卫普-上海', country: '比利时', from: 'BEANR', to: 'CNSHA' },
  { shippingType: 'ZYLX_KYCK', name: '浦东-洛杉矶', country: '美国', from: 'PVG', to: 'LAX' },
  { shippingType: 'ZYLX_KYCK', name: '浦东-法兰克福', country: '德国', from: 'PVG', to: 'FRA' },
  { shippingType: 'ZYLX_KYCK', name: '深圳-阿姆斯特丹（迪拜中转）', country: '荷兰', from: 'SZX', via: 'DXB', to: 'AMS' },
  { shippingType: 'ZYLX_KYJK', name: '法兰克福-浦东', country: '德国', from: 'FRA', to: 'PVG' },
];

export interface FeeTypeSeed {
  code: string;
  name: string;
  english: string;
  currency: string;
  payable: boolean;
  receivable: boolean;
}

/** 费用类型目录；币种为 FYBZ 编码（1 美元，3 人民币）。 */
export const feeTypeSeeds: FeeTypeSeed[] = [
  { code: 'OF', name: '海运费', english: 'Ocean Freight', currency: '1', payable: true, receivable: true },
  { code: 'AF', name: '空运费', english: 'Air Freight', currency: '1', payable: true, receivable: true },
  { code: 'BAF', name: '燃油附加费', english: 'Bunker Adjustment Factor', currency: '1', payable: true, receivable: true },
  { code: 'THC', name: 'THC码头操作费', english: 'Terminal Handling Charge', currency: '3', payable: true, receivable: true },
  { code: 'BKG', name: '订舱费', english: 'Booking Fee', currency: '3', payable: true, receivable: true },
  { code: 'DOC', name: '文件费', english: 'Documentation Fee', currency: '3', payable: true, receivable: true },
  { code: 'CUS', name: '报关费', english: 'Customs Clearance Fee', currency: '3', payable: true, receivable: true },
  { code: 'TRK', name: '拖车费', english: 'Trucking Fee', currency: '3', payable: true, receivable: true },
  { code: 'STO', name: '仓储费', english: 'Storage Fee', currency: '3', payable: true, receivable: true },
  { code: 'INS', name: '查验费', english: 'Inspection Fee', currency: '3', payable: true, receivable: true },
  { code: 'CIQ', name: '商检费', english: 'Commodity Inspection Fee', currency: '3', payable: true, receivable: true },
  { code: 'EXP', name: '快递费', english: 'Courier Fee', currency: '3', payable: true, receivable: true },
  { code: 'SEAL', name: '封条费', english: 'Seal Fee', currency: '3', payable: true, receivable: true },
  { code: 'ENS', name: '舱单费', english: 'Manifest Fee', currency: '3', payable: true, receivable: true },
  { code: 'AMS', name: 'AMS申报费', english: 'AMS Filing Fee', currency: '1', payable: true, receivable: true },
  { code: 'TLX', name: '电放费', english: 'Telex Release Fee', currency: '3', payable: true, receivable: true },
  { code: 'PSC', name: '港杂费', english: 'Port Service Charge', currency: '3', payable: true, receivable: true },
  { code: 'SEC', name: '安保费', english: 'Security Surcharge', currency: '1', payable: true, receivable: true },
  { code: 'TAX', name: '代垫税金', english: 'Duty and Tax Advance', currency: '3', payable: true, receivable: true },
  { code: 'INSU', name: '保险费', english: 'Insurance Premium', currency: '3', payable: true, receivable: true },
  { code: 'HDL', name: '操作费', english: 'Handling Fee', currency: '3', payable: false, receivable: true },
];

/** 汇率：原币种 FYBZ 编码与按季度的汇率（折算为人民币），覆盖 2025 年第四季度到 2026 年底。 */
export const rateSeeds: { currency: string; quarters: [string, string, string][] }[] = [
  {
    currency: '1',
    quarters: [
      ['2025-10-01', '2025-12-31', '7.1320'],
      ['2026-01-01', '2026-03-31', '7.1180'],
      ['2026-04-01', '2026-06-30', '7.1050'],
      ['2026-07-01', '2026-09-30', '7.0960'],
      ['2026-10-01', '2026-12-31', '7.0880'],
    ],
  },
  {
    currency: '2',
    quarters: [
      ['2025-10-01', '2025-12-31', '8.2650'],
      ['2026-01-01', '2026-03-31', '8.2410'],
      ['2026-04-01', '2026-06-30', '8.2230'],
      ['2026-07-01', '2026-09-30', '8.2080'],
      ['2026-10-01', '2026-12-31', '8.1950'],
    ],
  },
  {
    currency: '4',
    quarters: [
      ['2025-10-01', '2025-12-31', '0.047600'],
      ['2026-01-01', '2026-03-31', '0.047350'],
      ['2026-04-01', '2026-06-30', '0.047120'],
      ['2026-07-01', '2026-09-30', '0.046980'],
      ['2026-10-01', '2026-12-31', '0.046850'],
    ],
  },
  {
    currency: '5',
    quarters: [
      ['2025-10-01', '2025-12-31', '0.9165'],
      ['2026-01-01', '2026-03-31', '0.9148'],
      ['2026-04-01', '2026-06-30', '0.9132'],
      ['2026-07-01', '2026-09-30', '0.9121'],
      ['2026-10-01', '2026-12-31', '0.9110'],
    ],
  },
];

export interface HsSeed {
  no: string;
  name: string;
  unit1: string;
  unit2?: string;
  mfn: string;
  ordinary: string;
  vat: string;
  rebate: string;
  supervision?: string;
  ciqCategory?: string;
  elements: string;
}

const ELEMENTS_GENERAL = '0:品牌类型;1:出口享惠情况;2:用途;3:材质;4:品牌;5:型号';

/** 常见进出口商品的 10 位商品编码、税率（%）和申报要素。 */
export const hsSeeds: HsSeed[] = [
  { no: '8471300000', name: '便携式自动数据处理设备', unit1: '台', mfn: '0', ordinary: '70', vat: '13', rebate: '13', elements: '0:品牌类型;1:出口享惠情况;2:用途;3:功能;4:品牌;5:型号;6:重量' },
  { no: '8517130000', name: '智能手机', unit1: '台', mfn: '0', ordinary: '24', vat: '13', rebate: '13', supervision: 'A', ciqCategory: 'L', elements: '0:品牌类型;1:出口享惠情况;2:用途;3:功能;4:制式;5:品牌;6:型号' },
  { no: '8528721100', name: '彩色液晶电视接收机', unit1: '台', mfn: '15', ordinary: '130', vat: '13', rebate: '13', supervision: 'A', ciqCategory: 'L.M', elements: ELEMENTS_GENERAL },
  { no: '8415101000', name: '独立式空气调节器', unit1: '台', mfn: '15', ordinary: '130', vat: '13', rebate: '13', supervision: 'A', ciqCategory: 'L.M', elements: '0:品牌类型;1:出口享惠情况;2:类型;3:制冷量;4:品牌;5:型号' },
  { no: '8418211000', name: '压缩式家用冷藏箱', unit1: '台', mfn: '8', ordinary: '130', vat: '13', rebate: '13', supervision: 'A', ciqCategory: 'L.M', elements: '0:品牌类型;1:出口享惠情况;2:类型;3:容积;4:品牌;5:型号' },
  { no: '8450111000', name: '全自动波轮式洗衣机', unit1: '台', mfn: '10', ordinary: '130', vat: '13', rebate: '13', supervision: 'A', ciqCategory: 'L.M', elements: '0:品牌类型;1:出口享惠情况;2:类型;3:干衣量;4:品牌;5:型号' },
  { no: '8516500000', name: '微波炉', unit1: '台', mfn: '15', ordinary: '130', vat: '13', rebate: '13', supervision: 'A', ciqCategory: 'L.M', elements: ELEMENTS_GENERAL },
  { no: '8541430000', name: '已装在组件内或组装成块的光电池', unit1: '千克', unit2: '个', mfn: '0', ordinary: '35', vat: '13', rebate: '9', elements: '0:品牌类型;1:出口享惠情况;2:用途;3:功率;4:品牌;5:型号' },
  { no: '8507600090', name: '其他锂离子蓄电池', unit1: '个', unit2: '千克', mfn: '10', ordinary: '40', vat: '13', rebate: '13', elements: '0:品牌类型;1:出口享惠情况;2:用途;3:电压;4:容量;5:品牌;6:型号' },
  { no: '9403300000', name: '办公室用木家具', unit1: '千克', unit2: '件', mfn: '0', ordinary: '100', vat: '13', rebate: '13', supervision: 'AB', ciqCategory: 'P.Q', elements: '0:品牌类型;1:出口享惠情况;2:用途;3:材质;4:品牌;5:型号' },
  { no: '9403600000', name: '其他木家具', unit1: '千克', unit2: '件', mfn: '0', ordinary: '100', vat: '13', rebate: '13', supervision: 'AB', ciqCategory: 'P.Q', elements: ELEMENTS_GENERAL },
  { no: '9401610000', name: '装软垫的木框架坐具', unit1: '个', unit2: '千克', mfn: '0', ordinary: '100', vat: '13', rebate: '13', supervision: 'AB', ciqCategory: 'P.Q', elements: ELEMENTS_GENERAL },
  { no: '6109100010', name: '棉制针织或钩编的T恤衫', unit1: '件', unit2: '千克', mfn: '6', ordinary: '90', vat: '13', rebate: '13', elements: '0:品牌类型;1:出口享惠情况;2:织造方法;3:种类;4:类别;5:成分含量;6:品牌' },
  { no: '6110200010', name: '棉制针织套头衫', unit1: '件', unit2: '千克', mfn: '6', ordinary: '90', vat: '13', rebate: '13', elements: '0:品牌类型;1:出口享惠情况;2:织造方法;3:种类;4:类别;5:成分含量;6:品牌' },
  { no: '6203420090', name: '棉制男式长裤', unit1: '条', unit2: '千克', mfn: '7', ordinary: '90', vat: '13', rebate: '13', elements: '0:品牌类型;1:出口享惠情况;2:织造方法;3:种类;4:类别;5:成分含量;6:品牌' },
  { no: '6403990090', name: '其他皮革鞋面的鞋靴', unit1: '双', mfn: '10', ordinary: '100', vat: '13', rebate: '13', elements: '0:品牌类型;1:出口享惠情况;2:鞋面材料;3:鞋底材料;4:品牌;5:款号' },
  { no: '6402990039', name: '橡胶或塑料鞋面的运动鞋', unit1: '双', mfn: '10', ordinary: '100', vat: '13', rebate: '13', elements: '0:品牌类型;1:出口享惠情况;2:鞋面材料;3:鞋底材料;4:品牌;5:款号' },
  { no: '4202210090', name: '皮革面手提包', unit1: '个', unit2: '千克', mfn: '6', ordinary: '100', vat: '13', rebate: '13', elements: '0:品牌类型;1:出口享惠情况;2:种类;3:外表面材料;4:品牌;5:型号' },
  { no: '9503008900', name: '其他玩具', unit1: '千克', unit2: '个', mfn: '0', ordinary: '80', vat: '13', rebate: '13', supervision: 'A', ciqCategory: 'L.M', elements: '0:品牌类型;1:出口享惠情况;2:种类;3:材质;4:品牌;5:型号' },
  { no: '3926100000', name: '塑料制办公室或学校用品', unit1: '千克', mfn: '6.5', ordinary: '80', vat: '13', rebate: '13', elements: '0:品牌类型;1:出口享惠情况;2:用途;3:材质;4:品牌' },
  { no: '7323930000', name: '不锈钢制餐桌、厨房用器具', unit1: '千克', mfn: '12', ordinary: '90', vat: '13', rebate: '13', supervision: 'AB', ciqCategory: 'R.S', elements: ELEMENTS_GENERAL },
  { no: '8708309990', name: '其他机动车辆用制动器及其零件', unit1: '千克', mfn: '6', ordinary: '100', vat: '13', rebate: '13', elements: '0:品牌类型;1:出口享惠情况;2:用途;3:品牌;4:型号' },
  { no: '4011100000', name: '机动小客车用新的充气橡胶轮胎', unit1: '条', unit2: '千克', mfn: '10', ordinary: '50', vat: '13', rebate: '9', supervision: 'A', ciqCategory: 'L.M', elements: '0:品牌类型;1:出口享惠情况;2:用途;3:规格;4:品牌;5:型号' },
  { no: '8481804090', name: '其他阀门', unit1: '套', unit2: '千克', mfn: '8', ordinary: '30', vat: '13', rebate: '13', elements: '0:品牌类型;1:出口享惠情况;2:用途;3:种类;4:材质;5:品牌;6:型号' },
  { no: '8443329000', name: '其他打印机', unit1: '台', mfn: '0', ordinary: '30', vat: '13', rebate: '13', elements: ELEMENTS_GENERAL },
  { no: '7208510000', name: '厚度超过10毫米的热轧非合金钢平板轧材', unit1: '千克', mfn: '3', ordinary: '15', vat: '13', rebate: '0', elements: '0:品牌类型;1:出口享惠情况;2:状态;3:规格;4:材质;5:品牌' },
  { no: '3901100090', name: '比重小于0.94的初级形状聚乙烯', unit1: '千克', mfn: '6.5', ordinary: '45', vat: '13', rebate: '13', elements: '0:品牌类型;1:出口享惠情况;2:外观;3:比重;4:品牌;5:型号' },
  { no: '2204210000', name: '小包装的鲜葡萄酿造的酒', unit1: '升', unit2: '千克', mfn: '14', ordinary: '180', vat: '13', rebate: '0', supervision: 'AB', ciqCategory: 'R.S', elements: '0:品牌类型;1:出口享惠情况;2:品名;3:酒精浓度;4:容器容积;5:品牌;6:年份' },
  { no: '0901210000', name: '未浸除咖啡碱的已焙炒咖啡', unit1: '千克', mfn: '15', ordinary: '130', vat: '13', rebate: '0', supervision: 'AB', ciqCategory: 'R.S', elements: '0:品牌类型;1:出口享惠情况;2:加工方法;3:包装规格;4:品牌' },
  { no: '1905310000', name: '甜饼干', unit1: '千克', mfn: '10', ordinary: '80', vat: '13', rebate: '0', supervision: 'AB', ciqCategory: 'R.S', elements: '0:品牌类型;1:出口享惠情况;2:成分;3:包装规格;4:品牌' },
  { no: '0202300090', name: '冻藏的其他去骨牛肉', unit1: '千克', mfn: '12', ordinary: '70', vat: '9', rebate: '0', supervision: '7AB', ciqCategory: 'P.R/Q.S', elements: '0:品牌类型;1:出口享惠情况;2:加工方法;3:部位;4:品牌' },
  { no: '3304990099', name: '其他美容品或化妆品及护肤品', unit1: '千克', unit2: '件', mfn: '1', ordinary: '150', vat: '13', rebate: '13', supervision: 'AB', ciqCategory: 'M/N', elements: '0:品牌类型;1:出口享惠情况;2:种类;3:成分;4:包装规格;5:品牌' },
  { no: '8703800090', name: '其他仅装有驱动电动机的小客车', unit1: '辆', mfn: '15', ordinary: '230', vat: '13', rebate: '13', supervision: '46xAO', ciqCategory: 'L.M', elements: '0:品牌类型;1:出口享惠情况;2:座位数;3:驱动类型;4:品牌;5:型号' },
];

/** 列配置：订单列表可选的列（节点通用）。 */
export const columnSeeds: [code: string, name: string][] = [
  ['orderCode', '订单号'],
  ['clientName', '客户名称'],
  ['salesName', '销售'],
  ['csrName', '客服'],
  ['departurePortName', '起运港'],
  ['destinationPortName', '目的港'],
  ['estimatedSailingDate', '预计开船日'],
  ['hblNo', '分提单号'],
  ['mblNo', '主提单号'],
  ['statusName', '状态'],
  ['createDate', '创建时间'],
];
